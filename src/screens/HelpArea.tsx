import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePageMeta } from '@/app/PageMeta';
import type { ScreenProps } from '@/app/ScreenProps';
import { areaAnchors, areaIds, sensitiveAreaIds } from '@/content/legalAreas';
import { useContentFile } from '@/content/useContentFile';
import { useData } from '@/content/ContentStore';
import { helpFile } from '@/content/pagePayload';
import { contactAbout } from '@/routes/contactArea';
import type { AreaId, HelpPage } from '@/content/schema';
import { AdviceText } from '@/components/AdviceText';
import { ExternalLink } from '@/components/ExternalLink';
import { OrganisationList } from '@/components/guide/OrganisationList';
import { QuickExit } from '@/components/help/QuickExit';
import { useJourneyStep } from '@/components/help/journeyStep';
import { UrgentLine } from '@/components/help/UrgentLine';
import { LoadFailed } from '@/components/LoadFailed';
import { PageLink } from '@/components/PageLink';
import { useLanguage } from '@/i18n/LanguageContext';
import { areaKey } from '@/i18n/translate';
import { inSentence } from '@/i18n/inSentence';
import { hrefIn } from '@/routes/href';
import { PageHeader } from '@/components/PageHeader';
import { Icon } from '@/components/icons/Icon';

/** The longest lead-in ("Klage over en afgørelse fra Familieretshuset:") read as a deadline's subject. */
const SUBJECT_MAX = 70;

/** A deadline that starts with its subject and a colon: the subject as the card's bold first line (its text unchanged). */
function DeadlineText({ text }: { text: string }) {
  const at = text.indexOf(': ');
  return at > 0 && at <= SUBJECT_MAX ? (
    <>
      <strong className="help-deadlines__subject">{text.slice(0, at + 1)}</strong> {text.slice(at + 2)}
    </>
  ) : (
    text
  );
}

/** /find-hjaelp/<area>: what I can and cannot do, the deadlines, free help elsewhere, the articles. */
export function HelpArea({ params: { area: address } }: ScreenProps<'helpArea'>) {
  const { t, lang } = useLanguage();
  const id = areaIds.find((area) => areaAnchors[area] === address);
  const state = useContentFile(helpFile(address));
  const name = id ? t(areaKey(id)) : '';
  const sensitive = id !== undefined && sensitiveAreaIds.includes(id);
  const urgent = sensitive && <UrgentLine />;
  useJourneyStep(sensitive);
  usePageMeta(id ? t('help.metaTitle', { area: name }) : t('help.notFoundTitle'), t('help.metaDescription'));
  if (!id || state.status === 'missing')
    return (
      <PageHeader title={t('help.notFoundTitle')} lead={t('help.notFoundText')}>
        <PageLink to="help">{t('help.allAreas')}</PageLink>
      </PageHeader>
    );
  return (
    <>
      <section className="page-header">
        <div className="container">
          {sensitive && <QuickExit />}
          <PageLink to="help" className="article__back">
            <Icon name="arrowLeft" width="16" height="16" />
            {t('help.allAreas')}
          </PageLink>
          <h1>{t('help.areaTitle', { area: name })}</h1>
          {state.status === 'ready' && <p className="lead">{state.page.intro[lang]}</p>}
        </div>
      </section>
      <div className="container section">
        {state.status === 'ready' ? (
          <AreaGuide id={id} name={name} page={state.page} urgent={urgent} />
        ) : (
          <>
            {urgent}
            {state.status === 'error' ? <LoadFailed retry={state.retry} /> : <p role="status">{t('help.loading')}</p>}
          </>
        )}
      </div>
    </>
  );
}

/** `urgent`: the 112 line of a sensitive area, first in the main column, level with the card beside it. */
function AreaGuide({ id, name, page, urgent }: { id: AreaId; name: string; page: HelpPage; urgent: ReactNode }) {
  const { t, lang } = useLanguage();
  // The situations of "Hvad er der sket?" in this area: one who came here from what happened to
  // her (a deposit not paid back, on the rent page) finds the way to her answer first.
  const situations = useData('situations').filter((situation) => situation.area === id);
  return (
    <div className="help-section">
      <div className="help-main">
        {urgent}
        {situations.length > 0 && (
          <section aria-labelledby="help-area-situations">
            <h2 id="help-area-situations">{t('help.situations')}</h2>
            <ul className="help-areas situation__answers">
              {situations.map((situation) => (
                <li key={situation.address}>
                  <Link href={hrefIn(lang, 'situation', { situation: situation.address, step: situation.start })} className="card">
                    {situation.title[lang]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {/* What runs out first: a stressed visitor reads the deadlines, then where free help is, before what I can do. */}
        <h2>{t('help.deadlines')}</h2>
        {page.deadlines.length > 0 ? (
          <ul className="help-deadlines">
            {page.deadlines.map((deadline) => (
              <li key={deadline.da}>
                <DeadlineText text={deadline[lang]} />
                <span className="help-deadlines__source">
                  {t('help.source')}: <ExternalLink href={deadline.url}>{deadline.statute}</ExternalLink>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('help.noDeadlines')}</p>
        )}
        <p className="help-advice">
          <AdviceText text="help.deadlineAdvice" />
        </p>
        <h2>{t('help.elsewhere')}</h2>
        <OrganisationList organisations={page.help} />
        {/* No section for an area without articles: one line says so. */}
        {page.posts.length > 0 ? (
          <>
            <h2>{t('help.articles', { area: inSentence(name, lang) })}</h2>
            <ul>
              {page.posts.map((post) => {
                const text = lang === 'en' ? (post.en ?? post.da) : post.da;
                return (
                  <li key={post.slug}>
                    <Link
                      href={hrefIn(post.en ? lang : 'da', 'post', { slug: post.slug })}
                      lang={text === post.da && lang === 'en' ? 'da' : undefined}
                    >
                      {text.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="help-no-articles">{t('help.noArticles')}</p>
        )}
      </div>
      {/* What I can and cannot do, and the way to write to me: a card beside the page on a wide screen (help.css). */}
      <section className="help-rail" aria-labelledby="help-can">
        <h2 id="help-can">{t('help.canHelp')}</h2>
        <ul>
          {page.canHelp.map((item) => (
            <li key={item.da}>{item[lang]}</li>
          ))}
        </ul>
        <h2>{t('help.cannotHelp')}</h2>
        <ul>
          {page.cannotHelp.map((item) => (
            <li key={item.da}>{item[lang]}</li>
          ))}
        </ul>
        <p className="help-link">
          <Link href={contactAbout(lang, id)} className="button">
            {t('help.write', { area: inSentence(name, lang) })}
          </Link>
        </p>
      </section>
    </div>
  );
}
