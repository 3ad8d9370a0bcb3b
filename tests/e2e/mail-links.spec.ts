import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzip } from '../server/support/unzip';
import { registerUser, uniqueEmail } from './accountFixture';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
} from './checkoutJourney';
import { linkContaining, waitForMail } from './outbox';
import { saveScreenshot } from './screenshot';
import { DESKTOP, PHONE } from './viewports';

// A journey that pays and builds a fonts zip: slow on a busy machine.
test.setTimeout(180_000);

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('the receipt’s download link, opened logged out, logs in and downloads the fonts', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  const email = await registerInCheckout(page, 'mail-link');
  await fillAddress(orderForm(page), 'Mara Link', SWISS);
  await submitOrderInformation(page);
  await acceptTerms(page);
  const orderId = await payAndSucceed(page);

  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('button', { name: 'Logout' }).click();
  await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();

  const receipt = await waitForMail(email, (message) => message.subject.includes(orderId));
  const fontsLink = linkContaining(receipt, '/fonts.zip');
  expect(new URL(fontsLink).pathname).toBe(`/api/v1/orders/${orderId}/fonts.zip`);

  // Logged out, the link leads to the login page, which knows where to go on to.
  await page.goto(fontsLink);
  await expect(page).toHaveURL(
    `/user/login?continue=${encodeURIComponent(`/api/v1/orders/${orderId}/fonts.zip`)}`,
  );
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await saveScreenshot(page, 'mail-link-login');

  const downloading = page.waitForEvent('download');
  await logIn(page, email, 'secret1');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`order ${orderId}\\.zip$`));
  const files = unzip(await readFile(await download.path()));
  expect([...files.keys()].some((name) => /EBGaramond.*\.(ttf|otf)$/.test(name))).toBe(true);
  expect(files.has('Licence certificate.pdf')).toBe(true);
  // The page itself moves on to the orders, where the same order is listed.
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.getByRole('article', { name: `Order #${orderId}` })).toBeVisible();
  await saveScreenshot(page, 'mail-link-after-download');

  // The HTML part as a mail client renders it, and the dev outbox showing it.
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/dev/outbox/${receipt.id}.html`);
    await expect(page.getByRole('link', { name: 'Download your fonts' })).toBeVisible();
    await page.screenshot({
      path: `test-results/screens/receipt-html-${name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
  await page.goto(`/dev/outbox/${receipt.id}`);
  const frame = page.frameLocator('iframe[title="HTML part"]');
  await expect(frame.getByRole('link', { name: 'Download your fonts' })).toBeVisible();
  await expect(frame.getByText(/Desktop: /)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/receipt-outbox.png', fullPage: true });
});

test('the login page refuses to continue to another site: it lands on the orders page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('continue-elsewhere');
  await registerUser(request, email, 'secret1');
  for (const elsewhere of ['https://evil.example/user/orders', '//evil.example/user/orders']) {
    await page.goto(`/user/login?continue=${encodeURIComponent(elsewhere)}`);
    await logIn(page, email, 'secret1');
    await expect(page).toHaveURL(/\/user\/orders$/);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  }
});
