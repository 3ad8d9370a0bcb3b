import { systemClock } from '../../application/Clock';
import type { PaymentReconciler, ReconcileReport } from '../../checkout/app/PaymentReconciler';
import type { FollowUpRefunds, RefundFollowUpReport } from '../../refunds/app/FollowUpRefunds';
import {
  cutoff,
  EXPIRED_TRIAL_LINK_DAYS,
  FAILED_MAIL_RETENTION_DAYS,
  TEST_PAYMENT_RETENTION_DAYS,
  type RetentionPolicy,
} from './RetentionPolicy';
import type { StaleRecords } from './StaleRecords';
import type { SweptFiles } from './SweptFiles';

export interface SweepOptions {
  retention: RetentionPolicy;
  /** CODE_HOLD_MINUTES: how long an order no payment is under way for keeps its holds. */
  codeHoldMinutes: number;
  /** Settles payments nobody settled (the app's PaymentReconciler); none: not done. */
  payments?: { reconciler: PaymentReconciler; afterMinutes: number };
  /**
   * Settles the refunds the card processor was still making and reads recent made ones again
   * for a payout that failed; none: not done.
   */
  refunds?: Pick<FollowUpRefunds, 'settleAll'>;
  /** This server's cached quote PDFs, outbox copies and order downloads. */
  files: SweptFiles;
  /** The moment ages are measured from; tests move it. */
  now?: Date;
}

/** How many payments and refunds were settled, and how many of each were removed. */
export interface SweepReport extends ReconcileReport, RefundFollowUpReport {
  abandonedOrders: number;
  carts: number;
  sharedCarts: number;
  quotes: number;
  quotePdfs: number;
  orderFiles: number;
  sessions: number;
  passwordResets: number;
  emailChangeLinks: number;
  signIns: number;
  sentMail: number;
  outboxMail: number;
  failedMail: number;
  trialDownloads: number;
  testPayments: number;
}

/**
 * Settles the payments nobody settled (PaymentReconciler) and the refunds the card processor
 * was still making, and learns of made refunds it could not pay out (FollowUpRefunds), then removes what nobody will
 * read again, table by table, then the files: cached PDFs of quotes
 * that are gone, outbox copies of old mail, order downloads nobody downloaded for a while.
 * Every step is a plain conditional DELETE or UPDATE (or the removal of a file that may
 * already be gone), so any number of servers may sweep at the same time without a lock.
 * Orders are never deleted, only abandoned (abandonedOrders.ts). Never swept: paid orders
 * and what they hold (invoices are made from the order row), users, newsletter
 * subscriptions, club invitations (a used one must stay used: the seed would otherwise create
 * a demo invitation again) and the imported content and settings, which the import and the
 * operator replace themselves. The rows go through `records` (the app's KyselyStaleRecords).
 */
export async function sweep(records: StaleRecords, options: SweepOptions): Promise<SweepReport> {
  const now = options.now ?? systemClock.now();
  const { retention } = options;
  const nowIso = now.toISOString();
  // First, while the carts of pending payments are still kept: a paid order destroys its cart.
  const payments = options.payments
    ? await options.payments.reconciler.reconcile(
        new Date(now.getTime() - options.payments.afterMinutes * 60_000),
      )
    : { paidOrders: 0, failedOrders: 0, confirmations: 0 };
  const refunds = options.refunds
    ? await options.refunds.settleAll()
    : { refundsMade: 0, refundsNotMade: 0, payoutsFailed: 0 };
  // Then the orders no payment is under way for give back their code's use, their upgrades
  // and their customer's cart (which the next step may then remove).
  const abandonedOrders = await records.abandonOrders(
    new Date(now.getTime() - options.codeHoldMinutes * 60_000).toISOString(),
  );
  const carts = await records.deleteCarts(cutoff(now, retention.cartDays));
  // Nothing refers to a shared cart: opening one prices its items afresh and copies nothing.
  const sharedCarts = await records.deleteSharedCarts(cutoff(now, retention.sharedCartDays));
  // No order refers to a quote (checkout prices the cart afresh): an old one is only a link
  // in someone's inbox. Its cached PDF goes with the files below (orphanQuotePdfs).
  const quotes = await records.deleteQuotes(cutoff(now, retention.quoteDays));
  // An expired login answers exactly as an unknown one (KyselyAccountRepository.findBySession),
  // so it goes at once.
  const sessions = await records.deleteExpiredSessions(nowIso);
  // Likewise a used or expired reset code (KyselyPasswordResets.consume): used_at is always
  // in the past.
  const passwordResets = await records.deleteSpentPasswordResets(nowIso);
  // And an e-mail change link (KyselyEmailChangeLinks.confirm), on the same terms.
  const emailChangeLinks = await records.deleteSpentEmailChangeLinks(nowIso);
  // A sign-in is only kept to show staff who signed in lately (signIns/app/SignInLog.ts).
  const signIns = await records.deleteSignIns(cutoff(now, retention.signInDays));
  // Mail is aged from when it was queued, which is at most the worker's ~2 hours of retries
  // before it was sent or given up on. Pending mail is never swept: it is still on its way.
  const sentMail = await records.deleteMail('sent', cutoff(now, retention.sentMailDays));
  const failedMail = await records.deleteMail('failed', cutoff(now, FAILED_MAIL_RETENTION_DAYS));
  const trialDownloads = await records.deleteTrialDownloads(cutoff(now, EXPIRED_TRIAL_LINK_DAYS));
  const testPayments = await records.deleteTestPayments(cutoff(now, TEST_PAYMENT_RETENTION_DAYS));
  const quotePdfs = await options.files.orphanQuotePdfs(records);
  const outboxMail = await options.files.outboxMail(cutoff(now, retention.sentMailDays));
  const orderFiles = await options.files.orderFiles(cutoff(now, retention.orderFilesCacheDays));
  return {
    ...payments,
    ...refunds,
    abandonedOrders,
    carts,
    sharedCarts,
    quotes,
    quotePdfs,
    orderFiles,
    sessions,
    passwordResets,
    emailChangeLinks,
    signIns,
    sentMail,
    outboxMail,
    failedMail,
    trialDownloads,
    testPayments,
  };
}
