const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2024-03-18' → '18 March 2024' (the British English long date); a date the browser cannot
 * read is shown as written. Written out here rather than with Intl.DateTimeFormat: making one
 * loads the locale's data, 10–40 ms of a phone's main thread while a page hydrates.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
