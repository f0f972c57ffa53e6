import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { reviewForm } from '@/content/forms/review';
import type { Review } from '@/content/schema';
import { useLanguage } from '@/i18n/LanguageContext';
import { addReview, type ReviewDraft } from './addReview';
import type { PendingReview } from './pendingReviews';
import { HostForm } from './HostForm';
import { RatingInput } from './RatingInput';
import { showToast } from './toast';
import { useHostSend, type HostSend } from './useHostSend';

/**
 * Kept for this visitor until the owner publishes it (and sent again on a later visit if it did
 * not arrive): the storage code loads as the visitor starts writing, so that it is there offline too.
 */
const pending = () => import('./pendingReviews');
const preloadPending = () => void pending().catch(() => undefined);

/**
 * Where a toast docks over the page's top: ToastLayer's PHONE (sonner's mobile breakpoint). Not
 * imported: a constant shared with the toast's chunk would go into every page's script.
 */
const TOAST_DOCKED = '(max-width: 600px)';

/** Names one submission in the storage, whatever its id among the reviews shown. */
const newDraft = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The spec's constants: a new review starts at 5 of 5 stars. */
const DEFAULT_RATING = 5;
const emptyDraft: ReviewDraft = { name: '', rating: DEFAULT_RATING, comment: '' };

/** The fields the spec's rule asks for: not blank once trimmed. */
const FIELDS = ['name', 'comment'] as const;
type Field = (typeof FIELDS)[number];

type ReviewFormProps = {
  /** The reviews shown beside the form: the new one's id follows theirs (and the visitor's pending ones). */
  existing?: readonly Review[];
  /** A review the host has, to show until the owner publishes it. */
  onAdded: (review: PendingReview) => void;
  /**
   * Opened by a button among the reviews (the home page): the form has its own heading, takes
   * the focus, and 'Annuller' closes it. Otherwise the page's heading names it (`aria-labelledby`).
   */
  onCancel?: () => void;
  'aria-labelledby'?: string;
};

/**
 * The review form, on the home page (opened by 'Skriv en anmeldelse', in its own chunk) and as
 * the page /anmeldelse (where the home page's link leads without JavaScript: a plain POST to
 * the host and its thank-you page). It starts empty with five stars and is sent to the owner
 * through the same host as every form (src/content/forms/review.ts): 'Sender...', then the
 * spec's thanks once the host has it, and the review is shown, marked, to this visitor until the
 * owner publishes it. Not sent: the text stays in the form, with the e-mail alternative; kept
 * in the browser, it is sent again on the next visit, and the visitor is told so.
 */
export function ReviewForm({ existing = [], onAdded, onCancel, 'aria-labelledby': labelledBy }: ReviewFormProps) {
  const { t } = useLanguage();
  const [draft, setDraft] = useState(emptyDraft);
  // This submission: its review, its name in the storage (the same for every send of it, until
  // it is sent) and whether the storage keeps it to be sent again.
  const submission = useRef<{ review: Review; draft: string; kept: Promise<boolean>; keptNow: boolean } | null>(null);
  const draftName = useRef<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), comment: useId() };
  // The fields a send found blank, marked until the visitor writes in them.
  const [blank, setBlank] = useState<readonly Field[]>([]);
  // Each send that found blanks shows its summary: on a phone, where the 'Fejl' toast docks over
  // the page's top, it comes to rest below the toast (HostForm.css); elsewhere only into view.
  // (A block: an effect's returned value is called as its cleanup.)
  const [check, setCheck] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    summary.current?.scrollIntoView({ block: matchMedia(TOAST_DOCKED).matches ? 'start' : 'nearest' });
  }, [check]);
  const opened = onCancel !== undefined;
  useEffect(() => {
    if (opened) nameRef.current?.focus();
  }, [opened]);
  // With JavaScript the spec's check below speaks for empty fields too, in the page's language,
  // beside each field; without it, `required` and the browser's own check still hold.
  useEffect(() => nameRef.current?.form?.setAttribute('novalidate', ''), []);

  const send = useHostSend(reviewForm, {
    onSending: () => {
      const [review] = addReview(existing, draft);
      if (!review) return;
      const name = (draftName.current ??= newDraft());
      const current = { review, draft: name, keptNow: false, kept: Promise.resolve(false) };
      current.kept = pending().then(
        (m) => (current.keptNow = m.keepPending(review, name)),
        () => false,
      );
      submission.current = current;
    },
    onSettled: (result) => {
      const current = submission.current;
      void current?.kept.then(async (kept) => kept && (await pending()).settlePending(current.draft, result)).catch(() => undefined);
    },
    onSent: () => {
      const current = submission.current;
      if (!current) return;
      setDraft(emptyDraft);
      draftName.current = null;
      onAdded({ ...current.review, draft: current.draft, state: 'sent', tries: 0 });
    },
    // Only what is true: sent again later only if the storage kept it; a refusal is final.
    notSent: (result) =>
      result === 'refused' || result === 'tooLarge'
        ? { title: 'reviewForm.notSentTitle', text: 'reviewForm.refusedText' }
        : submission.current?.keptNow
          ? { title: 'reviewForm.notSentTitle', text: 'reviewForm.notSentText' }
          : { title: 'reviewForm.notSentTitle', text: 'reviewForm.notKeptText' },
  });
  // The spec's rule, which the browser's own check (required) does not make: name and comment
  // must not be blank once trimmed.
  const submit: HostSend['submit'] = (event) => {
    const missing = FIELDS.filter((field) => !draft[field].trim());
    setBlank(missing);
    if (!missing[0]) {
      send.submit(event);
      return;
    }
    event.preventDefault();
    setCheck(check + 1);
    document.getElementById(ids[missing[0]])?.focus({ preventScroll: true });
    showToast({ title: t('reviews.errorTitle'), description: t('reviews.errorText'), variant: 'destructive' });
  };
  /** A field's value, and its mark and message while a send found it blank. */
  const field = (name: Field) => {
    const error = blank.includes(name);
    return {
      id: ids[name],
      name,
      required: true,
      onFocus: preloadPending,
      value: draft[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setDraft({ ...draft, [name]: e.target.value });
        setBlank(blank.filter((b) => b !== name));
      },
      'aria-invalid': error || undefined,
      // The name's hint, and a field's message while it is marked.
      'aria-describedby': [name === 'name' && `${ids.name}-hint`, error && `${ids[name]}-error`].filter(Boolean).join(' ') || undefined,
    };
  };
  const message = (name: Field) => t(name === 'name' ? 'reviewForm.nameMissing' : 'reviewForm.commentMissing');
  const errorFor = (name: Field) =>
    blank.includes(name) && (
      <p id={`${ids[name]}-error`} className="field__error">
        {message(name)}
      </p>
    );

  return (
    <HostForm
      send={{ ...send, submit }}
      className="review-form card"
      aria-label={onCancel ? t('reviews.formTitle') : undefined}
      aria-labelledby={labelledBy}
    >
      {onCancel && <h3>{t('reviews.formTitle')}</h3>}
      {/* GOV.UK's error summary: every blank field at the form's top, each a way to it. */}
      {blank[0] && (
        <div ref={summary} className="error-summary">
          <p>{t('reviewForm.problem')}</p>
          <ul>
            {blank.map((name) => (
              <li key={name}>
                <a
                  href={`#${ids[name]}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(ids[name])?.focus();
                  }}
                >
                  {message(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="form__required">{t('form.requiredNote')}</p>
      <div className="field">
        <label htmlFor={ids.name}>{t('reviews.formName')} *</label>
        {/* Under the label, as the contact form's e-mail example: what the name is for, before it is typed. */}
        <p id={`${ids.name}-hint`} className="field__example">
          {t('reviewForm.nameHint')}
        </p>
        <input ref={nameRef} type="text" autoComplete="name" {...field('name')} />
        {errorFor('name')}
      </div>
      <RatingInput value={draft.rating} onChange={(rating) => setDraft({ ...draft, rating })} />
      <div className="field">
        <label htmlFor={ids.comment}>{t('reviews.formComment')} *</label>
        <textarea rows={4} {...field('comment')} />
        {errorFor('comment')}
      </div>
      <div className="review-form__actions">
        {/* Not sendable twice while it sends, yet still focused: a disabled button would drop focus to the page. */}
        <button type="submit" className="button" aria-disabled={send.state === 'sending' || undefined}>
          {send.state === 'sending' ? t('form.sending') : t('reviews.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('reviews.cancel')}
          </button>
        )}
      </div>
    </HostForm>
  );
}
