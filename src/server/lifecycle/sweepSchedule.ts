import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { sweep } from '../housekeeping/app/sweep';
import { sweepOptionsFrom } from '../housekeeping/sweepOptions';
import { SweepWorker } from '../housekeeping/app/SweepWorker';

/**
 * Settles unsettled payments and pending refunds and sweeps stale rows (carts, quotes, expired sessions and
 * links, old mail: see sweep()) while the app runs: from when it is ready until it closes
 * (preClose, before the database closes in onClose), like the mail worker. Answers the worker, or null when SWEEP_INTERVAL_MINUTES=0
 * leaves sweeping to `main.js sweep` (a cron job, say). Call before the app is ready.
 */
export function scheduleSweeps(
  app: FastifyInstance,
  config: Pick<
    ServerConfig,
    | 'retention'
    | 'dataDir'
    | 'sweepIntervalMinutes'
    | 'paymentReconcileAfterMinutes'
    | 'codeHoldMinutes'
  >,
): SweepWorker | null {
  if (config.sweepIntervalMinutes === 0) return null;
  const options = sweepOptionsFrom(config, app.checkout.reconciler, app.refundFollowUp);
  const worker = new SweepWorker(
    () => sweep(app.staleRecords, options),
    config.sweepIntervalMinutes * 60_000,
    app.log,
  );
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
