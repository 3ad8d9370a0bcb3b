import { expect, test } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  CARDS,
  enterCard,
  fillAddress,
  orderForm,
  payAndSucceed,
  payButton,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
} from './checkoutJourney';
import { orderZipFiles } from './orderDownloads';
import { saveScreenshot } from './screenshot';
import { serverCommand } from './serverCommand';

// Each journey pays and builds an order zip: slow on a busy machine.
test.setTimeout(180_000);

async function applyCode(page: import('@playwright/test').Page, code: string) {
  await page.goto('/cart');
  const codeForm = page.getByRole('form', { name: 'Discount code' });
  await codeForm.getByLabel('Discount code').fill(code);
  await codeForm.getByRole('button', { name: 'Apply' }).click();
  await expect(codeForm.getByText(`Code ${code} applied.`)).toBeVisible();
}

async function toPayment(page: import('@playwright/test').Page, prefix: string) {
  await registerInCheckout(page, prefix);
  await fillAddress(orderForm(page), 'Hans Muster', SWISS);
  await submitOrderInformation(page);
}

test('a 1-use code survives a declined card and is then used by another customer', async ({
  page,
}) => {
  serverCommand('discount-code', 'create', 'ONCEONLY', '--percent', '10', '--max-uses', '1');
  await addStyleInShop(page, 'EB Garamond Italic');
  await applyCode(page, 'ONCEONLY');
  await toPayment(page, 'declined-code');
  await acceptTerms(page);
  await enterCard(page, CARDS.declined);
  await payButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  expect(serverCommand('discount-code', 'list')).toContain('ONCEONLY: 10% off · used 0 of 1');

  await page.context().clearCookies();
  await addStyleInShop(page, 'EB Garamond Italic');
  await applyCode(page, 'ONCEONLY');
  await toPayment(page, 'second-code');
  await acceptTerms(page);
  await payAndSucceed(page);
  expect(serverCommand('discount-code', 'list')).toContain('ONCEONLY: 10% off · used 1 of 1');
});

test('a 100 % code checks out with no card and delivers a zip', async ({ page }) => {
  serverCommand('discount-code', 'create', 'PRESS100', '--percent', '100');
  await addStyleInShop(page, 'EB Garamond Italic');
  await applyCode(page, 'PRESS100');
  await toPayment(page, 'free-order');
  const terms = page.getByRole('form', { name: 'Licensing terms' });
  await terms.getByLabel('I agree to the licensing terms').check();
  await terms.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Nothing to pay: no card is needed.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await saveScreenshot(page, 'free-order-payment');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkouts\/success\?order=/);
  const files = await orderZipFiles(page);
  expect([...files.keys()].some((name) => /EBGaramond.*\.(ttf|otf)$/.test(name))).toBe(true);
});

test('30 wrong codes from one client meet a 429', async ({ request }) => {
  // The XSRF cookie first, echoed in its header as the page's JavaScript does.
  await request.get('/api/v1/settings');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const client = {
    'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    'x-xsrf-token': xsrf,
  };
  const statuses: number[] = [];
  for (let guess = 0; guess < 30; guess += 1) {
    const response = await request.put('/api/v1/cart', {
      headers: client,
      data: { cart: { items: [], discount_code: `GUESS${guess}` } },
    });
    statuses.push(response.status());
  }
  expect(statuses).toContain(429);
  expect(statuses.indexOf(429)).toBe(10);
  const refused = await request.put('/api/v1/cart', {
    headers: client,
    data: { cart: { items: [], discount_code: 'ONEMORE' } },
  });
  expect((await refused.json()).error.rule).toBe('rate_limited');
});
