import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { countedBy } from '@/content/countedBy';
import type { SituationPage } from '@/content/schema';
import { countDeadline, daysLeft, localDay, startDateProblem } from '@/content/deadlines/countDeadline';
import { addDays, isClosedDay } from '@/content/deadlines/danishHolidays';
import { formatDate } from '@/i18n/formatDate';
import { formatDay } from '@/i18n/formatDay';
import { useLanguage } from '@/i18n/LanguageContext';
import { hrefIn } from '@/routes/href';
import { FROM_PARAM } from '@/routes/contactArea';
import { periodText } from './periodText';
import { saveFile } from './saveFile';

/** Said what to do today when the day is this near (issue #60). */
const SOON_DAYS = 14;

export type DeadlineDayProps = {
  /** The situation's address, and its page. */
  address: string;
  situation: SituationPage;
  /** The outcome's step key. */
  step: string;
  /** The day the visitor gave (?fra=), as read from the address: checked here. */
  from: string;
  /** The event's title in the calendar, unless `neutral`. */
  title: string;
  /** A situation in a sensitive area: the calendar names nothing. */
  neutral: boolean;
  /** The counted day, for the contact link and the letter. */
  onCounted: (day: string) => void;
};

/**
 * "Din frist: torsdag den 24. december 2026", first on an outcome reached with a day: how it was
 * counted and from what, with its section; the days left, what to do today when it is near, what
 * it means once it has passed; and the calendar file. In a chunk of its own: only a page with a
 * day asks for it.
 */
export function DeadlineDay({ address, situation, step, from, title, neutral, onCounted }: DeadlineDayProps) {
  const { t, lang } = useLanguage();
  const deadline = countedBy(situation, step);
  // The question whose date leads here, to change the day; and where a passed deadline leads.
  const asked = Object.entries(situation.steps).find(([, s]) => 'question' in s && (s.date?.next === step || s.date?.late === step));
  const date = asked && 'question' in asked[1] ? asked[1].date : undefined;
  const late = date?.next === step ? date.late : undefined;
  // A day that exists, as a date field writes it (no 30 February): counted as it is, it stays itself.
  const counted =
    deadline && /^\d{4}-\d{2}-\d{2}$/.test(from) && addDays(from, 0) === from
      ? countDeadline(from, { ...deadline.count, moves: deadline.count.moves !== false })
      : undefined;
  const problem = counted && startDateProblem(from, counted.day, localDay());
  const day = problem === 'future' ? undefined : counted?.day;
  useEffect(() => {
    if (day) onCounted(day);
  }, [day, onCounted]);
  if (!deadline) return null;
  const { count } = deadline;
  const today = localDay();
  const change = asked && <Link href={hrefIn(lang, 'situation', { situation: address, step: asked[0] })}>{t('situation.changeDate')}</Link>;
  if (!counted || !day)
    return (
      <section className="deadline-day" aria-labelledby="deadline-day">
        <p id="deadline-day" className="eyebrow">
          {count.whose?.[lang] ?? t('situation.yourDeadline')}
        </p>
        <p>{t(counted ? 'situation.dateFuture' : 'situation.dateInvalid')}</p>
        {change && <p>{change}</p>}
      </section>
    );
  const left = daysLeft(day, today);
  const leftText =
    left > 1
      ? t('situation.daysLeft', { days: left })
      : left === 1
        ? t('situation.dayLeft')
        : left === 0
          ? t('situation.dueToday')
          : left === -1
            ? t('situation.dayAgo')
            : t('situation.daysAgo', { days: -left });
  return (
    <section
      className={`deadline-day${left < 0 ? ' deadline-day--passed' : left <= SOON_DAYS ? ' deadline-day--soon' : ''}`}
      aria-labelledby="deadline-day"
    >
      <p id="deadline-day" className="eyebrow">
        {count.whose?.[lang] ?? t('situation.yourDeadline')}
      </p>
      <p className="deadline-day__day">
        <time dateTime={day}>{formatDay(day, lang)}</time>
      </p>
      <p className="deadline-day__how">
        {t('situation.countedFrom', { period: periodText(count, t), from: formatDate(from, lang), what: count.from[lang] })} ·{' '}
        {deadline.statute}
      </p>
      <p className="deadline-day__left">
        <strong>{leftText}</strong>
      </p>
      {counted.moved ? (
        <p>{t('situation.dayMoved', { day: formatDay(counted.counted, lang), statute: count.moves || '' })}</p>
      ) : (
        // Someone else's deadline that may move: the earlier day is not the safe one for her.
        isClosedDay(day) && <p>{t(count.whose ? 'situation.dayNotMovedOther' : 'situation.dayNotMoved')}</p>
      )}
      {problem === 'longAgo' && <p>{t('situation.longAgo')}</p>}
      {left < 0 ? (
        <>
          <p>{count.late[lang]}</p>
          {late && (
            <p>
              <Link href={`${hrefIn(lang, 'situation', { situation: address, step: late })}?${FROM_PARAM}=${from}`}>
                {t('situation.lateRoute')}
              </Link>
            </p>
          )}
        </>
      ) : (
        left <= SOON_DAYS && <p className="deadline-day__today">{count.soon[lang]}</p>
      )}
      {left >= 0 && <CalendarButton day={day} title={title} neutral={neutral} url={deadline.url} statute={deadline.statute} />}
      {change && <p className="deadline-day__change">{change}</p>}
    </section>
  );
}

/** "Læg fristen i din kalender": an .ics made here, from nothing but the day and the page's own texts; a failed fetch of its code says so. */
function CalendarButton({
  day,
  title,
  neutral,
  url,
  statute,
}: {
  day: string;
  title: string;
  neutral: boolean;
  url: string;
  statute: string;
}) {
  const { t } = useLanguage();
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    // Fetched only when asked for, as the letter's code is.
    void import('./calendarFile').then(
      ({ calendarFile }) => {
        const file = calendarFile({
          day,
          title: neutral ? t('situation.calendarNeutralTitle') : t('situation.calendarTitle', { title }),
          // A sensitive situation's event says nothing of it: no text, no link.
          description: neutral ? '' : `${statute}: ${url}`,
          reminder: t('situation.calendarNeutralTitle'),
        });
        saveFile(file, `${t(neutral ? 'situation.calendarNeutralFile' : 'situation.calendarFile')}.ics`, 'text/calendar');
      },
      () => setFailed(true),
    );
  };
  return (
    <>
      <p className="deadline-day__actions">
        <button type="button" className="button button--secondary" onClick={download}>
          {t('situation.calendar')}
        </button>
      </p>
      <p className="deadline-day__note">{t(neutral ? 'situation.calendarNeutral' : 'situation.calendarNote')}</p>
      <p aria-live="polite" className="field__error">
        {failed && t('situation.calendarFailed')}
      </p>
    </>
  );
}
