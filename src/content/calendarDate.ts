/** YYYY-MM-DD, the only way the site writes a date. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a YYYY-MM-DD names a day that exists (no 30 February). One rule for the content
 * schema and for what the browser reads back from storage (src/components/pendingReviews.ts).
 */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
