import type { ReactNode } from 'react';
import { usePageMeta } from '@/app/PageMeta';
import { isInEea } from '@/content/eea';
import type { Processor } from '@/content/schema';
import { dataHandling } from '@/content/dataHandling';
import { site } from '@/content/site';
import { useLanguage } from '@/i18n/LanguageContext';
import type { Language } from '@/i18n/translate';
import { PageHeader } from '@/components/PageHeader';

/** A web address (www.datatilsynet.dk) or the owner's e-mail address in a text. */
const addressPattern = new RegExp(`(www\\.[a-z0-9-]+(?:\\.[a-z0-9-]+)+|${site.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`);

/** A text whose addresses are links: the reader writes or goes there with one tap, not by copying. */
function Addressed({ text }: { text: string }) {
  return text.split(addressPattern).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      <a key={part} href={part === site.email ? `mailto:${part}` : `https://${part}`}>
        {part}
      </a>
    ),
  );
}

const countryName = (code: string, lang: Language) =>
  new Intl.DisplayNames([lang === 'da' ? 'da-DK' : 'en-GB'], { type: 'region' }).of(code) ?? code;

/**
 * The privacy notice GDPR art. 13 requires, filled in from site.yaml: the controller, what
 * each form collects and why, the legal bases, how a sensitive message travels, the processors
 * (the host and the form service) with any transfer outside the EU/EEA and the independent
 * controllers (e-mail, Instagram), how long data is kept, and the rights.
 */
export function Privacy() {
  const { t, lang } = useLanguage();
  usePageMeta(t('privacy.title'), t('privacy.metaDescription'));
  const { forms, newsletter, host, retentionMonths } = dataHandling;
  const processors: {
    processor: Processor;
    role: 'privacy.recipients.host' | 'privacy.recipients.hostForms' | 'privacy.recipients.forms' | 'privacy.recipients.newsletter';
  }[] = [
    { processor: host, role: forms.provider === 'netlify' ? 'privacy.recipients.hostForms' : 'privacy.recipients.host' },
    ...(forms.provider === 'endpoint' ? [{ processor: forms.service, role: 'privacy.recipients.forms' as const }] : []),
    ...(newsletter ? [{ processor: newsletter.service, role: 'privacy.recipients.newsletter' as const }] : []),
  ];
  type Part = 'controller' | 'collect' | 'basis' | 'cpr' | 'security' | 'recipients' | 'retention' | 'rights' | 'complaint' | 'storage';
  const section = (key: Part, body: ReactNode) => [key, body] as const;
  // The parts in their order: the contents list and the page are made from this one list.
  const parts = [
    section(
      'controller',
      <p>
        <Addressed text={t('privacy.controller.text', { name: site.name, email: site.email })} />
      </p>,
    ),
    section(
      'collect',
      <>
        <ul>
          <li>{t('privacy.collect.contact')}</li>
          <li>{t('privacy.collect.direct')}</li>
          <li>{t('privacy.collect.review')}</li>
          {newsletter && <li>{t('privacy.collect.newsletter')}</li>}
        </ul>
        <p>{t('privacy.collect.required')}</p>
      </>,
    ),
    section(
      'basis',
      <ul>
        <li>{t('privacy.basis.request')}</li>
        <li>{t('privacy.basis.sensitive')}</li>
        <li>{t('privacy.basis.criminal')}</li>
        <li>{t('privacy.basis.askConsent')}</li>
        <li>{t('privacy.basis.consent')}</li>
      </ul>,
    ),
    section('cpr', <p>{t('privacy.cpr.text')}</p>),
    section(
      'security',
      <>
        <p>{t('privacy.security.email')}</p>
        <p>
          {forms.provider === 'mailto'
            ? t('privacy.security.mailto')
            : t('privacy.security.form', { name: (forms.provider === 'endpoint' ? forms.service : host).name })}
        </p>
      </>,
    ),
    section(
      'recipients',
      <>
        <p>{t('privacy.recipients.intro')}</p>
        <ul>
          {processors.map(({ processor, role }) => (
            <li key={role}>
              {t(role, { name: processor.name, country: countryName(processor.country, lang) })}
              {!isInEea(processor.country) &&
                ` ${t('privacy.recipients.transfer', { name: processor.name, safeguard: processor.safeguard ?? '' })}`}
            </li>
          ))}
        </ul>
        <p>
          {t('privacy.recipients.independent')}
          {forms.provider === 'mailto' && ` ${t('privacy.recipients.mailto')}`}
        </p>
      </>,
    ),
    section('retention', <p>{t('privacy.retention.text', { months: retentionMonths })}</p>),
    section(
      'rights',
      <p>
        <Addressed text={t('privacy.rights.text', { email: site.email })} />
      </p>,
    ),
    section(
      'complaint',
      <p>
        <Addressed text={t('privacy.complaint.text')} />
      </p>,
    ),
    section('storage', <p>{t('privacy.storage.text')}</p>),
  ];
  return (
    <>
      <PageHeader title={t('privacy.title')} lead={t('privacy.intro')} />
      <div className="container section privacy">
        {/* The article's contents list, its look (ArticleContents.css) and not its module: shared
            by two screens, the module would be in every page's script. */}
        <nav className="article-contents" aria-labelledby="privacy-contents">
          <p id="privacy-contents" className="article-contents__title">
            {t('privacy.contents')}
          </p>
          <ol className="article-contents__list">
            {parts.map(([key]) => (
              <li key={key}>
                <a href={`#privacy-${key}`}>{t(`privacy.${key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {parts.map(([key, body]) => (
          <section key={key} aria-labelledby={`privacy-${key}`}>
            <h2 id={`privacy-${key}`}>{t(`privacy.${key}.title`)}</h2>
            {body}
          </section>
        ))}
      </div>
    </>
  );
}
