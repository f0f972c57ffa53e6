import { useLanguage } from '@/i18n/LanguageContext';
import { usePageMeta } from '@/app/PageMeta';
import { notFoundScreen as NotFound } from '@/app/routeScreens';
import { useData } from '@/content/ContentStore';
import type { ScreenProps } from '@/app/ScreenProps';
import { ownerChannels } from '@/components/ownerChannels';
import { ContactForm } from '@/components/ContactForm';
import { Icon } from '@/components/icons/Icon';
import { OwnerCard } from '@/components/OwnerCard';
import { PageLink } from '@/components/PageLink';
import { PartBoundary } from '@/components/PartBoundary';
import { QuickExit } from '@/components/help/QuickExit';
import { UrgentLine } from '@/components/help/UrgentLine';
import { PageHeader } from '@/components/PageHeader';

const faq = [1, 2, 3, 4] as const;

/** /kontakt, and /kontakt/om/<situation>/ with that situation's area and name in the form. */
export function Contact({ params }: ScreenProps) {
  const situations = useData('contactSituations');
  // A situation no longer in the guide (renamed, or a mistyped link) is the not-found page, as
  // the host serves it without JavaScript; that page links the contact form.
  if (params.situation !== undefined && !Object.hasOwn(situations, params.situation)) return <NotFound params={{}} />;
  return <ContactPage situation={params.situation} />;
}

function ContactPage({ situation }: { situation: string | undefined }) {
  const { t } = useLanguage();
  usePageMeta(t('contact.title'), t('contact.metaDescription'));
  return (
    <>
      <QuickExit />
      <PageHeader title={t('contact.title')} lead={t('contact.intro')} />

      {/* Every part around the form fails on its own (PartBoundary): the form, and what is typed in it, stays. */}
      <div className="container contact__top">
        <PartBoundary>
          <UrgentLine />
        </PartBoundary>
        {/* Above the form, not three screens down: the guide may send the visitor somewhere faster. */}
        <p className="contact__guide">
          {t('contact.helpTitle')} <PageLink to="help">{t('contact.helpLink')}</PageLink>
        </p>
      </div>

      <div className="container section contact">
        <ContactForm about={situation} />

        <aside className="contact__info" aria-labelledby="contact-info">
          <PartBoundary>
            <div className="card">
              <h2 id="contact-info">{t('contact.infoTitle')}</h2>
              <ul className="contact__channels">
                {ownerChannels.map(({ icon, label, href, text }) => (
                  <li key={icon}>
                    <Icon name={icon} />
                    <span>
                      <span className="contact__label">{label === 'Instagram' ? label : t(label)}</span>
                      {/* No referrer to Instagram either: every page's policy is same-origin (+onRenderHtml.tsx). */}
                      <a href={href}>{text}</a>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="contact__reply">{t('contact.replyTime')}</p>
            </div>
          </PartBoundary>
          <PartBoundary>
            <OwnerCard link="contact.ownerStudy" />
          </PartBoundary>
        </aside>
      </div>

      <PartBoundary>
        <section className="section section--tint" aria-labelledby="contact-faq">
          <div className="container faq">
            <h2 id="contact-faq">{t('contact.faqTitle')}</h2>
            {faq.map((n) => (
              <details key={n} className="faq__item card">
                <summary>
                  <h3>{t(`contact.faq${n}.q`)}</h3>
                </summary>
                <p>{t(`contact.faq${n}.a`)}</p>
              </details>
            ))}
          </div>
        </section>
      </PartBoundary>
    </>
  );
}
