import type { RetentionPolicy } from './RetentionPolicy';
import type { SweepReport } from './sweep';

/**
 * What `main.js sweep` prints, e.g. "Removed 3 carts untouched for 60 days, 1 shared cart
 * older than 180 days, 0 quotes older than 90 days and 2 cached quote PDFs."
 */
export function describeSweep(report: SweepReport, retention: RetentionPolicy): string {
  return (
    `Removed ${count(report.carts, 'cart')} untouched for ${retention.cartDays} days, ` +
    `${count(report.sharedCarts, 'shared cart')} older than ${retention.sharedCartDays} days, ` +
    `${count(report.quotes, 'quote')} older than ${retention.quoteDays} days ` +
    `and ${count(report.quotePdfs, 'cached quote PDF')}.`
  );
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
