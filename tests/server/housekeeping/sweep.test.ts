import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import { sweepCommand } from '../../../src/server/commands/sweepCommand';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { hashSecretToken, newSecretToken } from '../../../src/server/security/secretTokens';
import { bearer, registerUser } from '../accounts/accountClient';
import { CartClient, item } from '../cart/cartClient';
import { createTestApp, type TestApp } from '../support/testApp';
import { daysAgo, insertMail, insertOrder } from './sweepRows';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const aCart = { items: [item('subfamilies', 'eb-garamond/roman', { desktop: 1 })] };

const runSweep = () => sweep(testApp.app.staleRecords, sweepOptionsFrom(testApp.config));

/** Moves a browser's current cart back in time, as if nobody had touched it since. */
async function ageCart(client: CartClient, days: number): Promise<void> {
  if (!client.cookie) throw new Error('this browser has no cart');
  await testApp.database.db
    .updateTable('carts')
    .set({ updated_at: daysAgo(days), created_at: daysAgo(days) })
    .where('token_hash', '=', hashSecretToken(client.cookie))
    .executeTakeFirstOrThrow();
}

async function cartOf(client: CartClient): Promise<CartAnswer['cart']> {
  const response = await client.get();
  expect(response.statusCode).toBe(200);
  return response.json<CartAnswer>().cart;
}

describe('the sweep of current carts', () => {
  it('removes anonymous carts untouched past the limit and keeps the fresh ones', async () => {
    const stale = new CartClient(testApp);
    const fresh = new CartClient(testApp);
    await stale.putCart(aCart);
    await fresh.putCart(aCart);
    await ageCart(stale, 61);
    await ageCart(fresh, 59);

    expect(await runSweep()).toMatchObject({ carts: 1 });

    expect(await cartOf(stale)).toEqual([]);
    expect(await cartOf(fresh)).toHaveLength(1);
  });

  it("keeps a customer's latest cart however old, and removes their older ones", async () => {
    const token = await registerUser(testApp, 'old-carts@fieldwork.example');
    const laptop = new CartClient(testApp, bearer(token));
    const phone = new CartClient(testApp, bearer(token));
    await laptop.putCart(aCart);
    await phone.putCart({ items: [item('families', 'literata', { desktop: 0 })] });
    await ageCart(laptop, 300);
    await ageCart(phone, 200);

    expect(await runSweep()).toMatchObject({ carts: 1 });

    expect(await cartOf(laptop)).toEqual([]);
    expect(await cartOf(phone)).toHaveLength(1);
    // A new browser of theirs still finds the cart they changed last.
    const tablet = await cartOf(new CartClient(testApp, bearer(token)));
    expect(tablet.map((line) => line.name)).toEqual((await cartOf(phone)).map((l) => l.name));
  });

  it("keeps a customer's older carts until they too are past the limit", async () => {
    const token = await registerUser(testApp, 'two-carts@fieldwork.example');
    const laptop = new CartClient(testApp, bearer(token));
    const phone = new CartClient(testApp, bearer(token));
    await laptop.putCart(aCart);
    await phone.putCart(aCart);
    await ageCart(laptop, 59);

    expect(await runSweep()).toMatchObject({ carts: 0 });

    expect(await cartOf(laptop)).toHaveLength(1);
  });

  it('keeps every cart of a customer whose payment is still pending', async () => {
    const email = 'paying@fieldwork.example';
    const token = await registerUser(testApp, email);
    const laptop = new CartClient(testApp, bearer(token));
    const phone = new CartClient(testApp, bearer(token));
    await laptop.putCart(aCart);
    await phone.putCart(aCart);
    await ageCart(laptop, 300);
    await ageCart(phone, 200);
    // A checkout under way: the order exists, the card is not charged yet.
    await insertOrder(testApp.database.db, email);

    expect(await runSweep()).toMatchObject({ carts: 0 });

    expect(await cartOf(laptop)).toHaveLength(1);
    expect(await cartOf(phone)).toHaveLength(1);
  });
});

describe('the sweep of shared carts', () => {
  it('removes links older than the limit (they answer 404) and keeps the fresh ones', async () => {
    const client = new CartClient(testApp);
    await client.putCart(aCart);
    const share = async () =>
      (await client.post('/cart/share')).json<{ cart_id: string }>().cart_id;
    const stale = await share();
    const fresh = await share();
    const db = testApp.database.db;
    await db
      .updateTable('shared_carts')
      .set({ created_at: daysAgo(31) })
      .where('id', '=', stale)
      .execute();
    await db
      .updateTable('shared_carts')
      .set({ created_at: daysAgo(29) })
      .where('id', '=', fresh)
      .execute();

    expect(await runSweep()).toMatchObject({ sharedCarts: 1 });

    expect((await new CartClient(testApp).get(`/cart/${stale}`)).statusCode).toBe(404);
    const opened = await new CartClient(testApp).get(`/cart/${fresh}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<CartAnswer>().cart).toHaveLength(1);
  });
});

describe('the sweep of quotes', () => {
  it('removes quotes older than the limit with their cached PDF, and PDFs of no quote', async () => {
    const quote = async () => {
      const made = await new CartClient(testApp).post('/cart/pdf', { cart: aCart });
      const { url } = made.json<{ url: string }>();
      // Downloading renders the PDF into the cache.
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      return { url, id: /([^/]+)\.pdf$/.exec(url)?.[1] ?? '' };
    };
    const stale = await quote();
    const fresh = await quote();
    const db = testApp.database.db;
    await db
      .updateTable('cart_quotes')
      .set({ created_at: daysAgo(31) })
      .where('id', '=', stale.id)
      .execute();
    await db
      .updateTable('cart_quotes')
      .set({ created_at: daysAgo(29) })
      .where('id', '=', fresh.id)
      .execute();
    const cache = path.join(testApp.config.dataDir, 'files', 'quotes');
    const cached = (id: string) => path.join(cache, `${id}.pdf`);
    expect(existsSync(cached(stale.id))).toBe(true);
    // Left by a quote another server swept, and a write in progress.
    const orphan = cached(newSecretToken());
    const inProgress = `${cached(fresh.id)}.0123456789ab.tmp`;
    await mkdir(cache, { recursive: true });
    await writeFile(orphan, '%PDF-');
    await writeFile(inProgress, '%PDF-');

    expect(await runSweep()).toMatchObject({ quotes: 1, quotePdfs: 2 });

    expect((await testApp.app.inject({ method: 'GET', url: stale.url })).statusCode).toBe(404);
    const kept = await testApp.app.inject({ method: 'GET', url: fresh.url });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('application/pdf');
    expect(existsSync(cached(stale.id))).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(cached(fresh.id))).toBe(true);
    expect(existsSync(inProgress)).toBe(true);
  });
});

describe('main.js sweep', () => {
  it('sweeps once and says what it removed, with the configured limits', async () => {
    const client = new CartClient(testApp);
    await client.putCart(aCart);
    const { cart_id: id } = (await client.post('/cart/share')).json<{ cart_id: string }>();
    await ageCart(client, 61);
    await testApp.database.db
      .updateTable('shared_carts')
      .set({ created_at: daysAgo(31) })
      .where('id', '=', id)
      .execute();

    await insertMail(testApp.database.db, 'sent', daysAgo(31));
    await insertMail(testApp.database.db, 'sent', daysAgo(32));

    expect(await sweepCommand(testApp.config)).toBe(
      [
        'Payments settled:',
        '- 0 pending orders found charged and paid',
        '- 0 pending orders found declined or cancelled',
        '- 0 owed confirmation e-mails queued',
        '- 0 unpaid orders abandoned, their discount codes and upgrades given back',
        'Refunds settled:',
        '- 0 pending refunds made by the card processor, credit notes issued',
        '- 0 pending refunds failed or canceled by the card processor',
        '- 0 made refunds the card processor could not pay out after all, for staff to pay another way',
        'Removed:',
        '- 1 cart untouched for 60 days',
        '- 1 shared cart made more than 30 days ago',
        '- 0 quotes made more than 30 days ago',
        '- 0 cached PDFs of removed quotes',
        '- 0 cached order files (zips, invoices) last downloaded more than 30 days ago',
        '- 0 expired login sessions',
        '- 0 used or expired password reset codes',
        '- 0 used or expired e-mail change links',
        '- 0 sign-in records older than 90 days',
        '- 2 sent e-mails queued more than 30 days ago',
        '- 0 outbox .eml files written more than 30 days ago',
        '- 0 undelivered e-mails queued more than 180 days ago',
        '- 0 trial download links expired more than 30 days ago',
        '- 0 test-card payment records older than 7 days that no order or attempt refers to',
        'Never removed: orders (unpaid ones are marked abandoned), invoices, customers, newsletter subscribers, club invitations.',
      ].join('\n'),
    );
    // Everything stale went the first time.
    const again = await sweepCommand(testApp.config);
    expect(again).toContain('- 0 carts untouched for 60 days\n');
    expect(again).not.toMatch(/^- [1-9]/m);
    expect((await new CartClient(testApp).get(`/cart/${id}`)).statusCode).toBe(404);
  });
});
