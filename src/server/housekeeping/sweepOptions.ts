import { quotePdfDirectory } from '../cart/adapters/QuotePdfFiles';
import type { PaymentReconciler } from '../checkout/app/PaymentReconciler';
import type { FollowUpRefunds } from '../refunds/app/FollowUpRefunds';
import type { ServerConfig } from '../config';
import { outboxDirectory } from '../mail/createMailer';
import { orderFilesDirectory } from '../orders/adapters/OrderFiles';
import { sweepOrderFiles } from './adapters/sweepOrderFiles';
import { sweepOrphanQuotePdfs } from './adapters/sweepOrphanQuotePdfs';
import { sweepOutbox } from './adapters/sweepOutbox';
import type { SweepOptions } from './app/sweep';

/**
 * The sweep as configured (*_RETENTION_DAYS variables, DATA_DIR), settling payments with
 * `reconciler` after PAYMENT_RECONCILE_AFTER_MINUTES and following refunds up with `refunds`
 * (pending ones, and made ones whose payout may fail).
 */
export function sweepOptionsFrom(
  config: Pick<
    ServerConfig,
    'retention' | 'dataDir' | 'paymentReconcileAfterMinutes' | 'codeHoldMinutes'
  >,
  reconciler?: PaymentReconciler,
  refunds?: Pick<FollowUpRefunds, 'settleAll'>,
): SweepOptions {
  const quotePdfs = quotePdfDirectory(config.dataDir);
  const outbox = outboxDirectory(config);
  const orderFiles = orderFilesDirectory(config.dataDir);
  return {
    retention: config.retention,
    codeHoldMinutes: config.codeHoldMinutes,
    ...(reconciler
      ? { payments: { reconciler, afterMinutes: config.paymentReconcileAfterMinutes } }
      : {}),
    ...(refunds ? { refunds } : {}),
    files: {
      orphanQuotePdfs: (records) => sweepOrphanQuotePdfs(records, quotePdfs),
      outboxMail: (before) => sweepOutbox(outbox, before),
      orderFiles: (before) => sweepOrderFiles(orderFiles, before),
    },
  };
}
