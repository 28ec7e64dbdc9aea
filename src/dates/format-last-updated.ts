/**
 * "Nov 23, 2026": the date a page was last updated, as the classic theme writes it for the `en`
 * locale (`Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC' })`), without Intl. Creating that formatter loads the browser's locale data and
 * cost about 40 ms of main thread on every page load (160 ms on a throttled phone profile), in the
 * middle of hydration. The site has one locale, so a fixed table does the same job.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatLastUpdated(timestamp: number): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
