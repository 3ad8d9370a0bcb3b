import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyDiscountCodeLookup } from '../../../src/server/discounts/adapters/KyselyDiscountCodeLookup';
import { escapeHtml } from '../../../src/server/markup/escapeHtml';
import {
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  styleItem,
  SWISS_BUYER,
} from '../checkout/checkoutClient';
import { mailTo } from '../mail/outbox';
import type { TestApp } from '../support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  await new KyselyDiscountCodeLookup(testApp.database.db).create({
    code: 'RECEIPT10',
    kind: 'percent',
    percent: 10,
    amountCents: null,
    expiresOn: null,
    maxUses: null,
    typefaces: ['literata', 'eb-garamond'],
  });
});
afterAll(async () => testApp.close());

/** The text of an HTML body as a reader sees it: tags out, entities read, spaces folded. */
function visibleText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}

describe('the receipt e-mail', () => {
  it('has a plain-text and an HTML part, each with the lines’ tiers and scripts, the figures and the links', async () => {
    const { email, token } = await newCustomer(testApp);
    const items = [
      familyItem('literata', { desktop: 0, web: 1, app: null }),
      { ...styleItem('eb-garamond', 'bold'), scripts: ['cyrillic'] },
    ];
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items, discount_code: 'RECEIPT10' },
      personal_info: { ...SWISS_BUYER, job_reference: 'PO-77 <rush>' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order_id: id } = response.json<{ order_id: string }>();
    const order = (
      await testApp.api.get(`/orders/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json<{
      cart: { name: string; value: string; description: Record<string, string | null> }[];
      discounts: { name: string; value: string }[];
      total: { name: string; value: string };
    }>();
    const literata = order.cart.find((line) => line.name === 'Literata');
    const garamond = order.cart.find((line) => line.name !== 'Literata');
    if (!literata?.description.desktop || !literata.description.web || !garamond) {
      throw new Error(`unexpected lines ${JSON.stringify(order.cart)}`);
    }

    const [receipt] = await mailTo(testApp, email);
    if (!receipt) throw new Error('no receipt');
    const base = testApp.config.publicUrl;
    const zip = `${base}/api/v1/orders/${id}/fonts.zip`;
    const pdf = `${base}/api/v1/orders/${id}/invoice.pdf`;

    const tiers = [
      `Desktop: ${literata.description.desktop}`,
      `Web: ${literata.description.web}`,
      'Extra script: Cyrillic',
    ];
    const figures = [
      `${literata.name}: ${literata.value}`,
      `${garamond.name}: ${garamond.value}`,
      ...order.discounts.map((discount) => `${discount.name}: ${discount.value}`),
      `${order.total.name}: ${order.total.value}`,
    ];
    expect(order.discounts.length).toBeGreaterThan(0);
    for (const words of [...tiers, ...figures, 'Your job reference: PO-77 <rush>', zip, pdf]) {
      expect(receipt.text).toContain(words);
    }

    // The HTML part: real links, the same tiers, scripts and figures, the reference escaped.
    expect(receipt.html).toContain(`<a href="${zip}"`);
    expect(receipt.html).toContain(`<a href="${pdf}"`);
    expect(receipt.html).toContain(`<a href="${base}/user/orders"`);
    expect(receipt.html).toContain('PO-77 &lt;rush&gt;');
    expect(receipt.html).not.toContain('<rush>');
    const shown = visibleText(receipt.html);
    for (const words of tiers) expect(shown).toContain(words);
    for (const amount of [literata.value, garamond.value, order.total.value]) {
      expect(shown).toContain(amount);
    }
    for (const discount of order.discounts) expect(shown).toContain(discount.name);

    // The dev outbox shows the HTML part, framed, beside the plain text.
    const view = await testApp.app.inject({ method: 'GET', url: `/dev/outbox/${receipt.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('<iframe title="HTML part"');
    expect(view.body).toContain(escapeHtml(`<a href="${zip}"`));
    expect(view.body).toContain('Plain-text part');
  });
});
