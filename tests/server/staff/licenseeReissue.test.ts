import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderAnswer } from '../../../src/contract/adminAnswers';
import { bearer, createCheckoutTestApp, EU_BUYER, styleItem } from '../checkout/checkoutClient';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';
import { signInStaff } from './staffClient';

/*
 * A licensee correction re-issues the order's documents (docs/back-office.md "Orders"): the
 * next download is built again with the corrected licensee in the certificate and the fonts.
 */
let testApp: TestApp;
let staff: string;
let order: PaidOrder;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'reissue@example.com');
  order = await paidOrder(testApp, [styleItem('eb-garamond', 'regular')]);
});
afterAll(() => testApp.close());

const FONT = 'EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf';

/** The font's names as fontkit reads them: every string of the name table. */
function nameStrings(buffer: Buffer | undefined): string {
  const font = fontkit.create(buffer ?? Buffer.alloc(0));
  // fontkit's typings leave the parsed name table out; it is a documented font property.
  return JSON.stringify((font as unknown as { name: unknown }).name);
}

async function downloadZip() {
  const response = await testApp.api.get(`/orders/${order.orderId}/fonts.zip`, {
    headers: bearer(order.buyer.token),
  });
  expect(response.statusCode).toBe(200);
  const files = unzip(response.rawPayload);
  return {
    certificate: pdfText(files.get('Licence certificate.pdf') ?? Buffer.alloc(0)),
    names: nameStrings(files.get(FONT)),
  };
}

describe('a licensee correction', () => {
  it('re-issues the certificate and the stamped fonts with the corrected licensee', async () => {
    const before = await downloadZip();
    expect(before.certificate).toContain(EU_BUYER.name);
    expect(before.names).toContain(EU_BUYER.name);

    const corrected = await testApp.api.put(
      `/admin/orders/${order.orderId}/licensee`,
      { ...EU_BUYER, name: 'Augusta Ada King' },
      { headers: bearer(staff) },
    );
    expect(corrected.statusCode).toBe(200);

    const after = await downloadZip();
    expect(after.certificate).toContain('Augusta Ada King');
    expect(after.certificate).not.toContain(EU_BUYER.name);
    expect(after.names).toContain('Augusta Ada King');
    expect(after.names).not.toContain(EU_BUYER.name);

    const opened = await testApp.api.get(`/admin/orders/${order.orderId}`, {
      headers: bearer(staff),
    });
    const reissuedAt = opened.json<AdminOrderAnswer>().documents_reissued_at;
    expect(reissuedAt).not.toBeNull();
    expect(Date.now() - Date.parse(reissuedAt ?? '')).toBeLessThan(60_000);
  }, 60_000);
});
