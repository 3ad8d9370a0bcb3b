const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2026-11" as the reports' tables and axes write it: "Nov 2026". Written out here rather than
 * by `toLocaleString`, whose short months differ between ICU versions ("Sep", "Sept").
 */
export function reportMonthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}
