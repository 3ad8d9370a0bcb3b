import { existsSync } from 'node:fs';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { outboxDirectory } from '../../../src/server/mail/createMailer';
import { OutboxMailer } from '../../../src/server/mail/adapters/OutboxMailer';
import { orderFilesDirectory } from '../../../src/server/orders/adapters/OrderFiles';
import { bearer, createCheckoutTestApp, styleItem } from '../checkout/checkoutClient';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { daysAgo } from './sweepRows';

/*
 * The folders the server fills on its own under DATA_DIR, swept by file age: the dev
 * outbox's .eml files and the cache of built order downloads. Real files in the test app's
 * temporary DATA_DIR, aged by setting their modification time.
 */

let testApp: TestApp;

beforeAll(async () => {
  // The mail worker is stopped: the outbox holds only what the tests write.
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

const runSweep = () => sweep(testApp.app.staleRecords, sweepOptionsFrom(testApp.config));

async function age(file: string, days: number): Promise<void> {
  const then = new Date(daysAgo(days));
  await utimes(file, then, then);
}

describe('the sweep of the outbox', () => {
  it('removes .eml files (and their details) older than SENT_MAIL_RETENTION_DAYS', async () => {
    const outbox = outboxDirectory(testApp.config);
    const mailer = new OutboxMailer(outbox, testApp.config.mailFrom);
    const send = (subject: string) =>
      mailer.send({ to: 'customer@fieldwork.example', subject, text: subject, html: subject });
    const emlFiles = async () => (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    await send('Sent 31 days ago');
    const [old] = await emlFiles();
    await send('Sent 29 days ago');
    const recent = (await emlFiles()).find((name) => name !== old);
    if (!old || !recent) throw new Error('the outbox should hold both messages');
    await age(path.join(outbox, old), 31);
    await age(path.join(outbox, recent), 29);

    expect(await runSweep()).toMatchObject({ outboxMail: 1 });

    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('Sent 29 days ago');
    expect(page.body).not.toContain('Sent 31 days ago');
    const oldId = old.replace(/\.eml$/, '');
    expect((await readdir(outbox)).filter((name) => name.startsWith(oldId))).toEqual([]);
    expect(await runSweep()).toMatchObject({ outboxMail: 0 });
  });
});

describe('the sweep of cached order downloads', () => {
  /** A paid order whose zip and invoice have been downloaded once, so both are cached. */
  async function downloadedOrder() {
    const { buyer, orderId } = await paidOrder(testApp, [styleItem('eb-garamond', 'regular')]);
    const download = (file: 'fonts.zip' | 'invoice.pdf') =>
      testApp.api.get(`/orders/${orderId}/${file}`, { headers: bearer(buyer.token) });
    for (const file of ['fonts.zip', 'invoice.pdf'] as const) {
      expect((await download(file)).statusCode).toBe(200);
    }
    const cache = orderFilesDirectory(testApp.config.dataDir);
    return {
      download,
      zip: path.join(cache, `${orderId}.zip`),
      invoice: path.join(cache, `${orderId}-invoice.pdf`),
    };
  }

  it('removes files not downloaded for ORDER_FILES_CACHE_DAYS; the next download makes them again', async () => {
    const order = await downloadedOrder();
    await age(order.zip, 31);
    await age(order.invoice, 29);

    expect(await runSweep()).toMatchObject({ orderFiles: 1 });

    expect(existsSync(order.zip)).toBe(false);
    expect(existsSync(order.invoice)).toBe(true);
    const again = await order.download('fonts.zip');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(existsSync(order.zip)).toBe(true);
  }, 60_000);

  it('keeps a file downloaded lately, however long ago it was built', async () => {
    const order = await downloadedOrder();
    await age(order.zip, 90);
    await age(order.invoice, 90);

    expect((await order.download('invoice.pdf')).statusCode).toBe(200);

    expect(Date.now() - (await stat(order.invoice)).mtimeMs).toBeLessThan(60_000);
    expect(await runSweep()).toMatchObject({ orderFiles: 1 });
    expect(existsSync(order.invoice)).toBe(true);
    expect(existsSync(order.zip)).toBe(false);
  }, 60_000);

  it('never removes a file being written, and clears what a crashed build left', async () => {
    const order = await downloadedOrder();
    const beingWritten = `${order.zip}.0123456789ab.tmp`;
    const leftByACrash = `${order.invoice}.ba9876543210.tmp`;
    await writeFile(beingWritten, 'PK');
    await writeFile(leftByACrash, '%PDF-');
    await age(leftByACrash, 31);

    expect(await runSweep()).toMatchObject({ orderFiles: 1 });

    expect(existsSync(beingWritten)).toBe(true);
    expect(existsSync(leftByACrash)).toBe(false);
    expect(existsSync(order.zip)).toBe(true);
  }, 60_000);
});
