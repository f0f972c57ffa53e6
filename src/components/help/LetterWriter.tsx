import { Fragment, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LetterPage } from '@/content/schema';
import { TODAY_PLACEHOLDER } from '@/content/todayPlaceholder';
import { localDay } from '@/content/deadlines/countDeadline';
import { formatDate } from '@/i18n/formatDate';
import { useLanguage } from '@/i18n/LanguageContext';
import type { Language } from '@/i18n/translate';
import { ExternalLink } from '@/components/ExternalLink';
import { saveFile } from './saveFile';

/** The class on <html> while a letter is open: the print stylesheet then prints the letter alone. */
const PRINTING = 'letter-open';

type Values = Record<string, string>;
type Field = LetterPage['fields'][number];

/** The letter's text split at its blanks: text, or a blank's id. */
const pieces = (text: string) => text.split(/\{([a-z]+)\}/);

/** A blank as the letter shows it: a date written out, the visitor's words, or "[Dit navn]" while empty. */
function filled(field: Field | undefined, value: string, lang: Language): string | undefined {
  if (!value.trim()) return undefined;
  return field?.kind === 'date' ? formatDate(value, lang) : value.trim();
}

/** The whole letter as plain text, for the copy and the download. */
function letterText(letter: LetterPage, values: Values, lang: Language): string {
  const fields = new Map(letter.fields.map((f) => [f.id, f]));
  return pieces(letter.text[lang])
    .map((piece, i) =>
      i % 2 === 0 ? piece : (filled(fields.get(piece), values[piece] ?? '', lang) ?? `[${fields.get(piece)?.[lang] ?? piece}]`),
    )
    .join('')
    .trim();
}

export type LetterProps = {
  letter: LetterPage;
  from?: string;
  deadline?: string;
  /** Shown; closed, it keeps what she typed, and the page prints as a page again. */
  open: boolean;
  /** A sensitive situation: the downloaded file's name, in the browser's list of downloads, says nothing. */
  neutral: boolean;
};

/**
 * "Skriv brevet": a short form with the letter beside it, filled in as she types, to copy, print
 * (the letter alone on an A4 page) or download as text. The dates from the journey are in already.
 * What she types stays in this component's state: it is never sent, stored or put in the address.
 */
export function LetterWriter({ letter, from, deadline, open, neutral }: LetterProps) {
  const { t, lang } = useLanguage();
  const id = useId();
  const today = localDay();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(
      letter.fields.map((f) => [f.id, (f.journey === 'from' ? from : f.journey === 'deadline' ? deadline : undefined) ?? '']),
    ),
  );
  const [said, setSaid] = useState('');
  // A Danish authority reads Danish: on an English page she may write the letter in either.
  const [letterLang, setLetterLang] = useState<Language>(lang);
  const all: Values = { ...values, [TODAY_PLACEHOLDER]: today };
  const fields = new Map<string, Field>([
    ...letter.fields.map((f) => [f.id, f] as const),
    [TODAY_PLACEHOLDER, { id: TODAY_PLACEHOLDER, da: '', en: '', kind: 'date' }],
  ]);
  const text = letterText({ ...letter, fields: [...fields.values()] }, all, letterLang);
  const name = `${neutral ? t('situation.letterFile') : letter.title[letterLang]}.txt`;
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add(PRINTING);
    return () => document.documentElement.classList.remove(PRINTING);
  }, [open]);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSaid(t('situation.letterCopied')),
      () => setSaid(t('situation.letterCopyFailed')),
    );
  };
  const sheet = (
    <div className="letter__text">
      {pieces(letter.text[letterLang]).map((piece, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{piece}</Fragment>;
        const field = fields.get(piece);
        const value = filled(field, all[piece] ?? '', letterLang);
        return value !== undefined ? (
          <Fragment key={i}>{value}</Fragment>
        ) : (
          <span key={i} className="letter__blank">
            [{field?.[letterLang] ?? piece}]
          </span>
        );
      })}
    </div>
  );
  return (
    <section className="letter" aria-labelledby={`${id}-title`} hidden={!open}>
      <h2 id={`${id}-title`}>{letter.title[lang]}</h2>
      <p className="letter__private">{t('situation.letterPrivate')}</p>
      <div className="letter__grid">
        <form className="letter__form" onSubmit={(e) => e.preventDefault()} aria-label={t('situation.letterFields')}>
          {letter.fields.map((field) => {
            const common = {
              id: `${id}-${field.id}`,
              value: values[field.id] ?? '',
              onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.id]: e.target.value })),
              ...(field.hint && { 'aria-describedby': `${id}-${field.id}-hint` }),
              // Nothing she writes is kept by the browser either.
              autoComplete: 'off',
            };
            return (
              <div key={field.id} className="field">
                <label htmlFor={common.id}>{field[lang]}</label>
                {field.hint && (
                  <p id={`${id}-${field.id}-hint`} className="field__example">
                    {field.hint[lang]}
                  </p>
                )}
                {field.kind === 'lines' ? (
                  <textarea rows={3} {...common} />
                ) : (
                  <input type={field.kind === 'date' ? 'date' : 'text'} {...common} />
                )}
              </div>
            );
          })}
        </form>
        <div className="letter__preview">
          <h3>{t('situation.letterPreview')}</h3>
          {lang !== 'da' && (
            <fieldset className="letter__language">
              <legend>{t('situation.letterLanguage')}</legend>
              {(['en', 'da'] as const).map((option) => (
                <label key={option}>
                  <input type="radio" name={`${id}-language`} checked={letterLang === option} onChange={() => setLetterLang(option)} />{' '}
                  {t(option === 'da' ? 'situation.letterDanish' : 'situation.letterEnglish')}
                </label>
              ))}
            </fieldset>
          )}
          <div className="letter__sheet">{sheet}</div>
          <p className="letter__actions">
            <button type="button" className="button" onClick={copy}>
              {t('situation.letterCopy')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {t('situation.letterPrint')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => saveFile(text, name, 'text/plain')}>
              {t('situation.letterDownload')}
            </button>
          </p>
          <p aria-live="polite" className="letter__said">
            {said}
          </p>
        </div>
      </div>
      <h3>{t('situation.letterSend')}</h3>
      <ol className="next-steps__list">
        {letter.send.map((item) => (
          <li key={item.da}>{item[lang]}</li>
        ))}
      </ol>
      <p className="help-deadlines__source">
        {t(letter.sources.length > 1 ? 'situation.letterSources' : 'help.source')}:{' '}
        {letter.sources.map((source, i) => (
          <Fragment key={source.url + source.statute}>
            {i > 0 && ', '}
            <ExternalLink href={source.url}>{source.statute}</ExternalLink>
          </Fragment>
        ))}
      </p>
      {/* The printed page: the letter alone, outside the app, so the print stylesheet can hide the rest. */}
      {createPortal(
        <div className="letter-print" aria-hidden="true">
          {sheet}
        </div>,
        document.body,
      )}
    </section>
  );
}
