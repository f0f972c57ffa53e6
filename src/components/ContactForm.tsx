import { Suspense, useId, useState } from 'react';
import { contactForm, MESSAGE_COUNT_FROM, MESSAGE_MAX_LENGTH, REPLY_CHANNELS, type ReplyChannel } from '@/content/forms/contact';
import { CHECKED } from '@/content/forms/values';
import { useData } from '@/content/ContentStore';
import { Link } from 'wouter';
import { areaAnchors, areaIds, sensitiveAreaIds } from '@/content/legalAreas';
import { useJourneyStep } from './help/journeyStep';
import { hrefIn } from '@/routes/href';
import { ANSWERS_PARAM, AREA_PARAM, areaFromAddress, DEADLINE_PARAM, OTHER_AREA } from '@/routes/contactArea';
import { formatDate } from '@/i18n/formatDate';
import { inSentence } from '@/i18n/inSentence';
import { useLanguage } from '@/i18n/LanguageContext';
import { areaKey, type MessageKey } from '@/i18n/translate';
import { DeadlineField } from './DeadlineField';
import { lazyLoaded } from './lazyLoaded';
import { LoadFailed } from './LoadFailed';
import { HostForm } from './HostForm';
import { PageLink } from './PageLink';
import { PartBoundary } from './PartBoundary';
import { useHostSend } from './useHostSend';
import { useBrowserValue } from './useBrowserValue';

import type { Fields, HostSend } from './useHostSend';

// Shown only after a send: its code loads while 'Sender...' shows, not with the page.
const SentConfirmation = lazyLoaded(() => import('./SentConfirmation').then((m) => m.SentConfirmation), LoadFailed);
// Shown once the visitor chooses an area, with that area's help page: not with the page (an area
// preset by the address came from its guide or situation, which said it all). Nothing if it fails.
const AreaHint = lazyLoaded(
  () => import('./AreaHint').then((m) => m.AreaHint),
  () => null,
);

const empty = { area: '', deadline: '', name: '', email: '', phone: '', times: '', subject: '', message: '' };
type Field = keyof typeof empty;

/** An area's name as the visitor reads it (the posted value is its Danish name, contactAreaNames). */
const areaKeyOf = (area: string): MessageKey => (area === OTHER_AREA ? 'guide.otherArea' : areaKey(area));
const areaChoices = [...areaIds, OTHER_AREA];
/** The one-line fields, in order: name, input type, autocomplete, the way to be answered they belong to (shown and required with it), the hint under the label. */
const lineFields = [
  ['name', 'text', 'name'],
  ['email', 'email', 'email', 'email', 'contact.emailExample'],
  ['phone', 'tel', 'tel', 'phone'],
  // Optional, as its hint says.
  ['times', 'text', undefined, 'phone', 'contact.timesHint'],
  ['subject', 'text', undefined],
] as const;
// The form's own check and its error pattern (ContactCheck.ts): fetched as the visitor starts filling it in.
const loadCheck = () => import('./ContactCheck');

/** `about`: the situation of "Hvad er der sket?" the page is about (/kontakt/om/<address>/), if any. */
export function ContactForm({ about }: { about?: string }) {
  const { t, lang } = useLanguage();
  const [values, setValues] = useState(empty);
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState<Fields>();
  const id = useId();
  const contactAreaNames = useData('contactAreas');
  // From a situation's outcome (/kontakt/om/opsagt/): its area is chosen, in the prerendered page
  // too, and the message says which situation, in Danish for the owner.
  const situations = useData('contactSituations');
  const formNotes = useData('contactFormNotes');
  const situation = about !== undefined && Object.hasOwn(situations, about) ? situations[about] : undefined;
  // About a situation of a sensitive area (violence, a criminal charge, a child), the form says
  // what happened to her: left by replacing it, as the journey's own pages (exitMode.ts).
  useJourneyStep(sensitiveAreaIds.some((id) => id === situation?.area));

  // Coming from the help guide (/kontakt?omraade=familieret), that area is chosen until the
  // visitor chooses another; the prerendered page cannot know the query, so it is read after.
  const queried = useBrowserValue(() => {
    const area = areaFromAddress(new URLSearchParams(window.location.search).get(AREA_PARAM), areaIds);
    return area ? contactAreaNames[area] : '';
  }, '');
  // From an outcome that counted her deadline (?frist=2026-12-24): filled in once the page knows
  // its query, as the area above, until she changes or clears it.
  const queriedDeadline = useBrowserValue(() => {
    const day = new URLSearchParams(window.location.search).get(DEADLINE_PARAM) ?? '';
    // Only a day that exists, as a date field writes it: read back through a Date, it is itself.
    // (calendarDate.ts would put that module in every page's code: the review form's part has it too.)
    return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) ? day : '';
  }, '');
  const [deadlineChosen, setDeadlineChosen] = useState(false);
  const deadline = deadlineChosen ? values.deadline : queriedDeadline;
  const preset = situation ? contactAreaNames[situation.area] : queried;
  const [areaChosen, setAreaChosen] = useState(false);
  const area = areaChosen ? values.area : preset;
  // The chosen legal area (not "other"): its deadline, free help and guide page beside the field.
  const areaId = areaIds.find((a) => contactAreaNames[a] === area);
  // From a situation, its own note while its area is chosen (the violence situation's is for a victim).
  const formNote = areaId && (situation?.area === areaId ? situation.formNote : formNotes[areaId]);
  const areaGuide = areaId && (
    <Link href={hrefIn(lang, 'helpArea', { area: areaAnchors[areaId] })}>
      {t('contact.areaGuide', { area: inSentence(t(areaKey(areaId)), lang) })}
    </Link>
  );

  // With JavaScript the form checks itself and says what is missing beside each field, in the
  // page's language (GOV.UK's error summary, as the review form); without it, the browser's own
  // check of name, subject and message holds, and every way to be answered stays open.
  const js = useBrowserValue(() => true, false);
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onFocus: () => void loadCheck().catch(() => undefined),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  // A field's message, written by ContactCheck.ts after a send that found it missing: empty (and
  // not shown) until then, so that the field's description can always name it.
  const errorOf = (name: Field) => <p id={`${id}-${name}-error`} className="field__error" />;
  // Shown only with the way to be answered they belong to (Contact.css), so required then.
  const line = ([name, type, autoComplete, reply, hint]: (typeof lineFields)[number]) => (
    <div key={name} className="field" data-for={reply}>
      <label htmlFor={`${id}-${name}`}>
        {t(`contact.${name}`)}
        {name !== 'times' && ' *'}
      </label>
      {/* What a valid address, or a time to call, looks like: under the label, said with the field. */}
      {hint && (
        <p id={`${id}-${name}-example`} className="field__example">
          {t(hint)}
        </p>
      )}
      <input
        type={type}
        autoComplete={autoComplete}
        required={!reply}
        aria-describedby={`${hint ? `${id}-${name}-example ` : ''}${id}-${name}-error`}
        {...field(name)}
      />
      {errorOf(name)}
    </div>
  );
  const submit: HostSend['submit'] = (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    void loadCheck().then(
      ({ checkContact }) => {
        const leaveOut = checkContact(form, lang);
        if (leaveOut) send.send(form, leaveOut);
      },
      // Not fetched (offline): the send says plainly it was not sent, and keeps the message.
      () => send.send(form),
    );
  };
  const sensitive = sensitiveAreaIds.some((a) => a === situation?.area || a === areaId);

  const left = MESSAGE_MAX_LENGTH - values.message.length;
  // The owner sees the area and the deadline first: in the subject and at the top of the message.
  const prefix =
    area || deadline ? t('contact.mailPrefix', { area: area || '–', deadline: deadline ? formatDate(deadline, lang) : '–' }) : '';
  // Native validation (required, type=email) has already passed when a submit comes here.
  const send = useHostSend(contactForm, {
    subjectPrefix: prefix,
    shown: { deadline: deadline && formatDate(deadline, lang), lang: t('contact.langValue') },
    onSending: () => void SentConfirmation.preload().catch(() => undefined),
    onSent: (fields) => {
      setValues(empty);
      setAreaChosen(true);
      setDeadlineChosen(true);
      setConsent(false);
      setSent(fields);
    },
  });

  return (
    <div>
      {/* Above the cleared form (not in its card) once it is idle again; a new send replaces it. */}
      {sent && send.state === 'idle' && (
        <PartBoundary>
          <Suspense fallback={null}>
            <SentConfirmation fields={sent} self={sent.reply === REPLY_CHANNELS.self} />
          </Suspense>
        </PartBoundary>
      )}
      <HostForm send={{ ...send, submit }} noValidate={js} className="contact-form card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('contact.formTitle')}</h2>
        {/* GOV.UK's error summary, filled in by ContactCheck.ts after a send that found something missing. */}
        <div className="error-summary" tabIndex={-1} />
        <p className="form__required">{t('form.requiredNote')}</p>
        {sensitive && <p className="help-advice">{t('contact.safeReply')}</p>}
        <div className="field">
          <label htmlFor={`${id}-area`}>{t('contact.area')}</label>
          <select
            {...field('area')}
            value={area}
            onChange={(e) => {
              setAreaChosen(true);
              setValues((v) => ({ ...v, area: e.target.value }));
            }}
          >
            <option value="">{t('contact.areaChoose')}</option>
            {areaChoices.map((area) => (
              <option key={area} value={contactAreaNames[area]}>
                {t(areaKeyOf(area))}
              </option>
            ))}
          </select>
          {situation && <input type="hidden" name="situation" value={situation.title.da} />}
          {about && situation && <JourneyAnswers about={about} />}
          {/* Announced as it changes: what must come first (a criminal case: a defence lawyer), whatever
              the date. The situation, the note and the area's help are one callout, its guide link last. */}
          <div aria-live="polite">
            {(situation ?? areaId) && (
              <div className={formNote ? 'deadline-warning' : 'help-advice'}>
                {situation && (
                  <p>
                    {t('contact.situation')}: {situation.title[lang]}
                  </p>
                )}
                {formNote && <p>{formNote[lang]}</p>}
                {areaId && areaChosen && (
                  <PartBoundary fallback={null}>
                    <Suspense fallback={null}>
                      <AreaHint area={areaId} withDeadline={!situation} />
                    </Suspense>
                  </PartBoundary>
                )}
                {areaGuide && <p>{areaGuide}</p>}
              </div>
            )}
          </div>
        </div>
        <DeadlineField
          id={`${id}-deadline`}
          value={deadline}
          onChange={(day) => {
            setDeadlineChosen(true);
            setValues((v) => ({ ...v, deadline: day }));
          }}
          area={areaId}
          then={areaGuide}
        />
        {/* The language the visitor reads, so the owner knows which to answer in. */}
        <input type="hidden" name="lang" value={lang} />
        {line(lineFields[0])}
        {/* A person whose e-mail or phone is watched may contact me herself: then neither is asked for. */}
        <fieldset className="field contact-form__reply">
          <legend>{t('contact.reply')}</legend>
          {(Object.entries(REPLY_CHANNELS) as [ReplyChannel, string][]).map(([channel, value]) => (
            <div key={channel} className="field--check">
              <input
                id={`${id}-reply-${channel}`}
                type="radio"
                name="reply"
                value={value}
                data-reply={channel}
                defaultChecked={channel === 'email'}
                aria-describedby={channel === 'self' ? `${id}-self` : undefined}
              />
              <label htmlFor={`${id}-reply-${channel}`}>{t(`contact.reply.${channel}`)}</label>
            </div>
          ))}
          {/* Under the last choice, its own: what "I will contact you myself" means. */}
          <p id={`${id}-self`} className="field__example">
            {t('contact.replySelfHint')}
          </p>
        </fieldset>
        {lineFields.slice(1).map(line)}
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('contact.message')} *</label>
          {/* Under the label, as the e-mail's example: what not to write, before it is written. */}
          <p id={`${id}-hint`} className="field__example">
            {t('contact.messageHint')}
          </p>
          <textarea
            rows={5}
            required
            maxLength={MESSAGE_MAX_LENGTH}
            {...field('message')}
            aria-describedby={`${id}-hint ${id}-count ${id}-message-error`}
          />
          {/* Near the limit only: how much room is left, said as it changes (GOV.UK's character count). */}
          <p id={`${id}-count`} className="field__hint" aria-live="polite">
            {left <= MESSAGE_COUNT_FROM && t('contact.charactersLeft', { left: String(left) })}
          </p>
          {errorOf('message')}
        </div>
        {/* Art. 9 consent is never a condition for sending (GDPR art. 7(4)): the box is optional, as the privacy policy says. */}
        <div className="field field--check">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value={CHECKED}
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>
            {t('contact.consent')} <PageLink to="privacy">{t('contact.consentLink')}</PageLink>
          </label>
        </div>
        {/* Not sendable twice while it sends, yet still focused: a disabled button would drop focus to the page. */}
        <button type="submit" className="button" aria-disabled={send.state === 'sending' || undefined}>
          {send.state === 'sending' ? t('form.sending') : t('contact.send')}
        </button>
      </HostForm>
    </div>
  );
}

/**
 * The answers the visitor gave on the way to the outcome she came from (?svar=<outcome>), in
 * Danish for the owner: a hidden field the message carries. Only on a situation's page, whose
 * payload holds them; after hydration, as the prerendered page cannot know the address's query.
 */
function JourneyAnswers({ about }: { about: string }) {
  const answers = useData('contactAnswers')[about];
  const outcome = useBrowserValue(() => new URLSearchParams(window.location.search).get(ANSWERS_PARAM) ?? '', '');
  const text = answers && Object.hasOwn(answers, outcome) ? answers[outcome] : '';
  return text ? <input type="hidden" name="answers" value={text} /> : null;
}
