import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../support/unzip';
import { pdfText } from '../support/pdfText';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  createCheckoutTestApp,
  EU_BUYER,
  familyItem,
  newCustomer,
  styleItem,
} from '../checkout/checkoutClient';

let testApp: TestApp;
let buyer: { token: string; email: string };
let orderId: string;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  ({ buyer, orderId } = await paidOrder(testApp, [
    styleItem('eb-garamond', 'regular', { desktop: 0, web: null, app: null }),
    styleItem('eb-garamond', 'bold', { desktop: null, web: 0, app: null }),
  ]));
});
afterAll(async () => testApp.close());

/** The font's names as fontkit reads them: every string of the name table. */
function nameStrings(buffer: Buffer): string {
  const font = fontkit.create(buffer);
  // fontkit's typings leave the parsed name table out; it is a documented font property.
  return JSON.stringify((font as unknown as { name: unknown }).name);
}

describe('GET /orders/{id}/fonts.zip', () => {
  it('holds exactly the bought styles, stamped, WOFF2 and WOFF only for the web licence', async () => {
    const response = await testApp.api.get(`/orders/${orderId}/fonts.zip`, {
      headers: bearer(buyer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzip(response.rawPayload);
    const fonts = [...files.keys()].filter((name) => /\.(ttf|otf|woff2?)$/.test(name)).sort();
    expect(fonts).toEqual([
      'EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf',
      'EB Garamond/Web/WOFF/EBGaramond_700Bold.woff',
      'EB Garamond/Web/WOFF2/EBGaramond_700Bold.woff2',
    ]);
    for (const name of fonts) {
      expect(nameStrings(files.get(name) ?? Buffer.alloc(0))).toContain(`Order #${orderId}`);
    }
    expect(nameStrings(files.get(fonts[0] ?? '') ?? Buffer.alloc(0))).toContain(EU_BUYER.name);
    expect(files.get('Licence.txt')?.toString('utf8').length).toBeGreaterThan(100);
    expect(files.get('Licence certificate.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000); // WOFF2 compression of a full font takes seconds

  it('gives a whole family package as all its styles', async () => {
    const { buyer: familyBuyer, orderId: id } = await paidOrder(testApp, [
      familyItem('cormorant-garamond'),
    ]);
    const response = await testApp.api.get(`/orders/${id}/fonts.zip`, {
      headers: bearer(familyBuyer.token),
    });
    const styles = await testApp.database.db
      .selectFrom('typeface_styles')
      .innerJoin('typefaces', 'typefaces.id', 'typeface_styles.typeface_id')
      .select('file_name')
      .where('typefaces.slug', '=', 'cormorant-garamond')
      .execute();
    const fonts = [...unzip(response.rawPayload).keys()].filter((name) => name.endsWith('.ttf'));
    expect(fonts.map((name) => name.split('/').pop()).sort()).toEqual(
      styles.map((style) => style.file_name).sort(),
    );
  });

  it('opens with the login cookie of a plain link', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${orderId}/invoice.pdf`,
      cookies: { token: buyer.token },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /orders/{id}/invoice.pdf', () => {
  it('is a PDF with the order number and the foundry’s address', async () => {
    const response = await testApp.api.get(`/orders/${orderId}/invoice.pdf`, {
      headers: bearer(buyer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(String(orderId));
    for (const line of testApp.config.foundryAddress) expect(text).toContain(line);
  });
});

describe('someone else’s order', () => {
  it('is not found for another user, and needs a login', async () => {
    const other = await newCustomer(testApp);
    for (const path of [
      `/orders/${orderId}`,
      `/orders/${orderId}/fonts.zip`,
      `/orders/${orderId}/invoice.pdf`,
    ]) {
      const response = await testApp.api.get(path, { headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
    }
    expect((await testApp.api.get(`/orders/${orderId}/fonts.zip`)).statusCode).toBe(401);
  });
});
