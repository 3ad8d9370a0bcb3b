import { expect, type Page } from '@playwright/test';
import { pdfText } from '../server/support/pdfText';
import { unzip } from '../server/support/unzip';

/** The invoice PDF of the order on the thank-you page, as text. */
export async function invoiceText(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: /Download your invoice/ }).getAttribute('href');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('pdf');
  return pdfText(await response.body());
}

/** The fonts zip of the order on the thank-you page: its files by name. */
export async function orderZipFiles(page: Page): Promise<Map<string, Buffer>> {
  const href = await page.getByRole('link', { name: /Download your fonts/ }).getAttribute('href');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  return unzip(await response.body());
}
