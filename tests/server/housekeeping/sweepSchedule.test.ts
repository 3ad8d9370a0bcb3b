import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { QUOTE_VALID_DAYS } from '../../../src/server/cart/app/quoteDocument';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { MIN_QUOTE_RETENTION_DAYS } from '../../../src/server/housekeeping/app/RetentionPolicy';
import type { SweepReport } from '../../../src/server/housekeeping/app/sweep';
import { SweepWorker } from '../../../src/server/housekeeping/app/SweepWorker';
import { scheduleSweeps } from '../../../src/server/lifecycle/sweepSchedule';
import { CartClient } from '../cart/cartClient';
import { createTestApp, type TestApp } from '../support/testApp';

const NOTHING: SweepReport = {
  paidOrders: 0,
  failedOrders: 0,
  confirmations: 0,
  refundsMade: 0,
  refundsNotMade: 0,
  payoutsFailed: 0,
  abandonedOrders: 0,
  carts: 0,
  sharedCarts: 0,
  quotes: 0,
  quotePdfs: 0,
  orderFiles: 0,
  sessions: 0,
  passwordResets: 0,
  emailChangeLinks: 0,
  signIns: 0,
  sentMail: 0,
  outboxMail: 0,
  failedMail: 0,
  trialDownloads: 0,
  testPayments: 0,
};

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('the retention settings', () => {
  it('default to 60, 30, 30, 30, 30 and 90 days, swept hourly', () => {
    const config = loadConfig({}, '/srv');
    expect(config.retention).toEqual({
      cartDays: 60,
      sharedCartDays: 30,
      quoteDays: 30,
      sentMailDays: 30,
      orderFilesCacheDays: 30,
      signInDays: 90,
    });
    expect(config.sweepIntervalMinutes).toBe(60);
    expect(config.paymentReconcileAfterMinutes).toBe(10);
  });

  it('are read from the environment', () => {
    const config = loadConfig(
      {
        CART_RETENTION_DAYS: '30',
        SHARED_CART_RETENTION_DAYS: '365',
        QUOTE_RETENTION_DAYS: '30',
        SENT_MAIL_RETENTION_DAYS: '7',
        ORDER_FILES_CACHE_DAYS: '3',
        SIGN_IN_RETENTION_DAYS: '30',
        SWEEP_INTERVAL_MINUTES: '0',
        PAYMENT_RECONCILE_AFTER_MINUTES: '3',
      },
      '/srv',
    );
    expect(config.retention).toEqual({
      cartDays: 30,
      sharedCartDays: 365,
      quoteDays: 30,
      sentMailDays: 7,
      orderFilesCacheDays: 3,
      signInDays: 30,
    });
    expect(config.sweepIntervalMinutes).toBe(0);
    expect(config.paymentReconcileAfterMinutes).toBe(3);
  });

  it('refuse to drop a quote while its prices still hold, and other nonsense', () => {
    const attempt = () =>
      loadConfig(
        {
          CART_RETENTION_DAYS: '0',
          SHARED_CART_RETENTION_DAYS: 'forever',
          QUOTE_RETENTION_DAYS: '29',
          SENT_MAIL_RETENTION_DAYS: '0',
          ORDER_FILES_CACHE_DAYS: '0',
          SWEEP_INTERVAL_MINUTES: '-5',
          PAYMENT_RECONCILE_AFTER_MINUTES: '0',
        },
        '/srv',
      );
    expect(attempt).toThrow(ConfigError);
    const problems = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    })();
    expect(problems).toContain('CART_RETENTION_DAYS must be a whole number from 1 to 3650');
    expect(problems).toContain('SHARED_CART_RETENTION_DAYS');
    expect(problems).toContain('QUOTE_RETENTION_DAYS must be a whole number from 30 to 3650');
    expect(problems).toContain('SENT_MAIL_RETENTION_DAYS must be a whole number from 1 to 3650');
    expect(problems).toContain('ORDER_FILES_CACHE_DAYS must be a whole number from 1 to 3650');
    expect(problems).toContain('SWEEP_INTERVAL_MINUTES');
    expect(problems).toContain(
      'PAYMENT_RECONCILE_AFTER_MINUTES must be a whole number from 1 to 1440',
    );
    expect(MIN_QUOTE_RETENTION_DAYS).toBeGreaterThanOrEqual(QUOTE_VALID_DAYS);
  });
});

describe('SweepWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps on start and then every interval, never two at once', async () => {
    vi.useFakeTimers();
    let finish: (report: SweepReport) => void = () => undefined;
    const runSweep = vi.fn(() => new Promise<SweepReport>((resolve) => (finish = resolve)));
    const worker = new SweepWorker(runSweep, 60_000, fakeLog());
    worker.start();
    expect(runSweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000); // the first sweep is still running
    expect(runSweep).toHaveBeenCalledTimes(1);
    finish(NOTHING);
    await worker.idle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runSweep).toHaveBeenCalledTimes(2);
    finish(NOTHING);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runSweep).toHaveBeenCalledTimes(2);
  });

  it('logs what it removed, nothing when nothing was, and a failure as a warning', async () => {
    const log = fakeLog();
    const report = { ...NOTHING, sessions: 3 };
    const runSweep = vi
      .fn<() => Promise<SweepReport>>()
      .mockRejectedValueOnce(new Error('deadlock detected'))
      .mockResolvedValueOnce(NOTHING)
      .mockResolvedValueOnce(report);
    const worker = new SweepWorker(runSweep, 60_000, log);
    worker.start();
    await worker.idle();
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'deadlock detected' }) },
      'housekeeping: sweep failed',
    );
    worker.kick();
    await worker.idle();
    expect(log.info).not.toHaveBeenCalled();
    worker.kick();
    await worker.idle();
    expect(log.info).toHaveBeenCalledWith({ sweep: report }, 'housekeeping: removed stale rows');
    await worker.stop();
  });
});

describe('the sweep in the server', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('sweeps as soon as the app is ready', async () => {
    const scheduled: { worker?: SweepWorker | null } = {};
    const staleId = 'AAAAAAAAAAAAAAAAAAAAAA';
    testApp = await createTestApp({
      beforeReady: async (app, database) => {
        await database.db
          .insertInto('shared_carts')
          .values({ id: staleId, items_json: '[]', created_at: '2020-01-01T00:00:00.000Z' })
          .execute();
        scheduled.worker = scheduleSweeps(app, app.appContext.config);
      },
    });
    expect(scheduled.worker).toBeInstanceOf(SweepWorker);
    await scheduled.worker?.idle();
    expect((await new CartClient(testApp).get(`/cart/${staleId}`)).statusCode).toBe(404);
  });

  it('is not scheduled when SWEEP_INTERVAL_MINUTES is 0', async () => {
    const scheduled: { worker?: SweepWorker | null } = {};
    testApp = await createTestApp({
      env: { SWEEP_INTERVAL_MINUTES: '0' },
      beforeReady: (app) => {
        scheduled.worker = scheduleSweeps(app, app.appContext.config);
      },
    });
    expect(scheduled.worker).toBeNull();
  });
});
