import {
  EXPIRED_TRIAL_LINK_DAYS,
  FAILED_MAIL_RETENTION_DAYS,
  TEST_PAYMENT_RETENTION_DAYS,
  type RetentionPolicy,
} from './RetentionPolicy';
import type { SweepReport } from './sweep';

/**
 * What `main.js sweep` prints: the payments and refunds it settled, then a line for everything the sweep
 * removes, with the period that applied, so an operator reading a cron mail sees what was removed and what never is.
 */
export function describeSweep(report: SweepReport, retention: RetentionPolicy): string {
  const lines = [
    `${count(report.carts, 'cart')} untouched for ${retention.cartDays} days`,
    `${count(report.sharedCarts, 'shared cart')} made more than ${retention.sharedCartDays} days ago`,
    `${count(report.quotes, 'quote')} made more than ${retention.quoteDays} days ago`,
    `${count(report.quotePdfs, 'cached PDF')} of removed quotes`,
    `${count(report.orderFiles, 'cached order file')} (zips, invoices) last downloaded more than ${retention.orderFilesCacheDays} days ago`,
    `${count(report.sessions, 'expired login session')}`,
    `${count(report.passwordResets, 'used or expired password reset code')}`,
    `${count(report.emailChangeLinks, 'used or expired e-mail change link')}`,
    `${count(report.signIns, 'sign-in record')} older than ${retention.signInDays} days`,
    `${count(report.sentMail, 'sent e-mail')} queued more than ${retention.sentMailDays} days ago`,
    `${count(report.outboxMail, 'outbox .eml file')} written more than ${retention.sentMailDays} days ago`,
    `${count(report.failedMail, 'undelivered e-mail')} queued more than ${FAILED_MAIL_RETENTION_DAYS} days ago`,
    `${count(report.trialDownloads, 'trial download link')} expired more than ${EXPIRED_TRIAL_LINK_DAYS} days ago`,
    `${count(report.testPayments, 'test-card payment record')} older than ${TEST_PAYMENT_RETENTION_DAYS} days that no order or attempt refers to`,
  ];
  return [
    'Payments settled:',
    `- ${count(report.paidOrders, 'pending order')} found charged and paid`,
    `- ${count(report.failedOrders, 'pending order')} found declined or cancelled`,
    `- ${count(report.confirmations, 'owed confirmation e-mail')} queued`,
    `- ${count(report.abandonedOrders, 'unpaid order')} abandoned, their discount codes and upgrades given back`,
    'Refunds settled:',
    `- ${count(report.refundsMade, 'pending refund')} made by the card processor, credit notes issued`,
    `- ${count(report.refundsNotMade, 'pending refund')} failed or canceled by the card processor`,
    `- ${count(report.payoutsFailed, 'made refund')} the card processor could not pay out after all, for staff to pay another way`,
    'Removed:',
    ...lines.map((line) => `- ${line}`),
    'Never removed: orders (unpaid ones are marked abandoned), invoices, customers, newsletter subscribers, club invitations.',
  ].join('\n');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
