import { Suspense, useCallback, useState } from 'react';
import { Link } from 'wouter';
import { ownEntry } from '@/content/ownEntry';
import { usePageMeta } from '@/app/PageMeta';
import type { ScreenProps } from '@/app/ScreenProps';
import { sensitiveAreaIds } from '@/content/legalAreas';
import { letterFile, situationFile } from '@/content/pagePayload';
import type { SituationPage } from '@/content/schema';
import { situationPlace } from '@/content/situationPlace';
import { useContentFile } from '@/content/useContentFile';
import { ExternalLink } from '@/components/ExternalLink';
import { OrganisationList } from '@/components/guide/OrganisationList';
import { QuickExit } from '@/components/help/QuickExit';
import { UrgentLine } from '@/components/help/UrgentLine';
import { useJourneyStep } from '@/components/help/journeyStep';
import { LoadFailed } from '@/components/LoadFailed';
import { PageLink } from '@/components/PageLink';
import { Icon } from '@/components/icons/Icon';
import { useLanguage } from '@/i18n/LanguageContext';
import { hrefIn } from '@/routes/href';
import { contactAboutOutcome } from '@/routes/contactAboutOutcome';
import { PageHeader } from '@/components/PageHeader';
import { DateQuestion } from '@/components/help/DateQuestion';
import type { LetterProps } from '@/components/help/LetterWriter';
import { lazyLoaded } from '@/components/lazyLoaded';
import { PartBoundary } from '@/components/PartBoundary';
import { useBrowserValue } from '@/components/useBrowserValue';
import { FROM_PARAM } from '@/routes/contactArea';

// Only an outcome reached with a day counts it, and only a visitor who asks writes the letter:
// each in a chunk of its own, not in every step's code.
const DeadlineDay = lazyLoaded(() => import('@/components/help/DeadlineDay').then((m) => m.DeadlineDay), LoadFailed);
const LetterWriter = lazyLoaded(() => import('@/components/help/LetterWriter').then((m) => m.LetterWriter), LoadFailed);

/**
 * /hvad-er-der-sket/<situation>/<step>: one page of a situation from "Hvad er der sket?", either
 * one question with its answers as links, or the outcome: what it means and the deadline that
 * runs, what to do now, free help now, what I can do, and a message to me with it all chosen.
 * Every step is its own prerendered page, so it works without JavaScript and can be shared.
 */
export function SituationStep({ params: { situation: address, step: key } }: ScreenProps<'situation'>) {
  const { t, lang } = useLanguage();
  const state = useContentFile(situationFile(address));
  const situation = state.status === 'ready' ? state.page : undefined;
  const step = situation && ownEntry(situation.steps, key);
  const sensitive = situation !== undefined && sensitiveAreaIds.some((id) => id === situation.area);
  useJourneyStep(sensitive);
  const title = situation?.title[lang] ?? '';
  const place = situation && situationPlace(situation, key);
  const firstQuestion = step !== undefined && 'question' in step && place?.number === 1;
  usePageMeta(
    step
      ? situation.danger
        ? // Kept in the browser's history list: where she may be in danger, it names nothing.
          t('situation.neutralTitle', { step: String(Object.keys(situation.steps).indexOf(key) + 1) })
        : 'question' in step
          ? step.question[lang]
          : // The answer, so the tab and a search result say where the visitor ended, not only the situation.
            step.outcome.title[lang]
      : state.status === 'missing' || situation
        ? t('situation.notFoundTitle')
        : t('help.title'),
    t('help.metaDescription'),
  );
  if (state.status === 'missing' || (situation && !step))
    return (
      <PageHeader title={t('situation.notFoundTitle')} lead={t('situation.notFoundText')}>
        <PageLink to="help">{t('situation.again')}</PageLink>
      </PageHeader>
    );
  if (!situation || !step)
    return (
      <div className="container section">
        {state.status === 'error' ? <LoadFailed retry={state.retry} /> : <p role="status">{t('help.loading')}</p>}
      </div>
    );
  return (
    <>
      {/* A short header: what the step asks, or the outcome's deadline, is in the first screen of a phone. */}
      <section className={`page-header situation__header${'question' in step ? '' : ' situation__header--outcome'}`}>
        <div className="container">
          {sensitive && <QuickExit />}
          {/* Back one question, where the way here is known: first, as GOV.UK's back link (a
              sensitive journey leaves no history for the browser's Back). On the first question,
              back to the help guide, in the same place, so every step's header starts alike. */}
          {place?.previous ? (
            <Link href={hrefIn(lang, 'situation', { situation: address, step: place.previous })} className="article__back">
              <Icon name="arrowLeft" width="16" height="16" />
              {t('situation.previous')}
            </Link>
          ) : (
            firstQuestion && (
              <PageLink to="help" className="article__back">
                <Icon name="arrowLeft" width="16" height="16" />
                {t('help.title')}
              </PageLink>
            )
          )}
          {'question' in step ? (
            <>
              <p className="eyebrow">
                {title}
                {/* "Spørgsmål 1 af 1" says nothing: only where there are more. */}
                {place && place.of > 1 && (
                  <span className="situation__place">{t('situation.place', { number: place.number, of: place.of })}</span>
                )}
              </p>
              <h1>{step.question[lang]}</h1>
              {step.hint && <p className="lead">{step.hint[lang]}</p>}
              {/* Where a person may be in danger now, the number that answers, on every step. */}
              {situation.danger && <UrgentLine />}
            </>
          ) : (
            <>
              {/* The heading states the answer; the line above it names the situation it answers, as
                  above each of its questions. */}
              <p className="eyebrow">{title}</p>
              <h1>{step.outcome.title[lang]}</h1>
            </>
          )}
        </div>
      </section>
      <div className="container">
        {'question' in step ? (
          <>
            {step.date && <DateQuestion address={address} situation={situation} date={step.date} />}
            <ul className="help-areas situation__answers">
              {step.answers.map((answer) => (
                <li key={answer.next}>
                  <Link href={hrefIn(lang, 'situation', { situation: address, step: answer.next })} className="card">
                    {answer[lang]}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Outcome address={address} step={key} outcome={step.outcome} situation={situation} sensitive={sensitive} />
        )}
        {/* On the first question the back link above already leads there. */}
        {!firstQuestion && (
          <p>
            <PageLink to="help">{t('situation.again')}</PageLink>
          </p>
        )}
      </div>
    </>
  );
}

type OutcomeStep = Extract<SituationPage['steps'][string], { outcome: unknown }>['outcome'];

function Outcome({
  address,
  step,
  outcome,
  situation,
  sensitive,
}: {
  address: string;
  /** The outcome's step key. */
  step: string;
  outcome: OutcomeStep;
  situation: SituationPage;
  sensitive: boolean;
}) {
  const { t, lang } = useLanguage();
  const { deadline } = outcome;
  const danger = situation.danger === true;
  const { mainHelp } = situation;
  // The day she gave on the question before (?fra=): the prerendered page cannot know it.
  const from = useBrowserValue(() => new URLSearchParams(window.location.search).get(FROM_PARAM) ?? '', '');
  const js = useBrowserValue(() => true, false);
  const [counted, setCounted] = useState<string>();
  const onCounted = useCallback((day: string) => setCounted(day), []);
  const [writing, setWriting] = useState(false);
  // Once opened, the letter stays mounted while closed: what she typed is there when she opens it again.
  const [opened, setOpened] = useState(false);
  // What must come before a message to me (a suspect's defence lawyer) is the one filled button.
  const main = mainHelp && { org: outcome.help.find((org) => org.id === mainHelp.organisation), label: mainHelp[lang] };
  const law = (
    <>
      {/* A day from the question before: the deadline counted from it, first (nothing where the outcome counts none). */}
      {from && (
        <PartBoundary>
          <Suspense fallback={null}>
            <DeadlineDay
              address={address}
              situation={situation}
              step={step}
              from={from}
              title={outcome.title[lang]}
              neutral={sensitive}
              onCounted={onCounted}
            />
          </Suspense>
        </PartBoundary>
      )}
      {danger && <h2>{t('situation.law')}</h2>}
      <p>{outcome.means[lang]}</p>
      {deadline && (
        <section className="help-advice" aria-labelledby="situation-deadline">
          <p id="situation-deadline" className="eyebrow">
            {t('situation.deadline')}
          </p>
          <p>{deadline[lang]}</p>
          <p className="help-deadlines__source">
            {t('help.source')}: <ExternalLink href={deadline.url}>{deadline.statute}</ExternalLink>
          </p>
        </section>
      )}
      {main?.org && (
        <p className="help-link">
          <ExternalLink href={main.org.url} className="button">
            {main.label}
          </ExternalLink>
        </p>
      )}
    </>
  );
  const act = (
    <>
      <h2>{t('situation.act')}</h2>
      <ol className="next-steps__list">
        {outcome.act.map((item) => (
          <li key={item.da}>{item[lang]}</li>
        ))}
      </ol>
      {/* The letter is written in the browser: without JavaScript there is no button that does nothing. */}
      {outcome.letter && js && (
        <>
          <p className="help-link">
            <button
              type="button"
              className="button"
              aria-expanded={writing}
              onClick={() => {
                setOpened(true);
                setWriting((open) => !open);
              }}
            >
              {t('situation.writeLetter')}
            </button>
          </p>
          {opened && (
            <PartBoundary>
              <Suspense fallback={<p role="status">{t('situation.letterLoading')}</p>}>
                <Letter id={outcome.letter} from={from || undefined} deadline={counted} open={writing} neutral={sensitive} />
              </Suspense>
            </PartBoundary>
          )}
        </>
      )}
    </>
  );
  const help = (
    <>
      <h2>{t('situation.freeHelp')}</h2>
      <OrganisationList organisations={outcome.help} />
    </>
  );
  return (
    <div className="help-section situation">
      {/* Where she may be in danger, the lifeline first (the numbers to call, 112 at the top, in
          the first screen of a phone), then what to do, then the law and its deadlines. */}
      <div className="help-main">
        {danger ? (
          <>
            {help}
            {act}
            {law}
          </>
        ) : (
          <>
            {law}
            {act}
            {help}
          </>
        )}
      </div>
      <section className="help-rail" aria-labelledby="situation-owner">
        <h2 id="situation-owner">{t('situation.owner')}</h2>
        <p>{outcome.owner[lang]}</p>
        <p className="help-link">
          {/* The outcome goes along, so the message says what she answered on the way here. */}
          <Link href={contactAboutOutcome(lang, address, step, counted)} className={main?.org ? undefined : 'button'}>
            {t('situation.write')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/**
 * The letter an outcome offers, fetched when she first asks for it (letters/<id>.json), and its
 * form in a chunk of its own. Loaded here, with the page's content store: the letter's chunk then
 * holds only what is its own.
 */
function Letter({ id, ...props }: Omit<LetterProps, 'letter'> & { id: string }) {
  const { t } = useLanguage();
  const state = useContentFile(letterFile(id));
  if (state.status === 'ready') return <LetterWriter letter={state.page} {...props} />;
  if (state.status === 'loading') return <p role="status">{t('situation.letterLoading')}</p>;
  return <LoadFailed retry={state.retry} />;
}
