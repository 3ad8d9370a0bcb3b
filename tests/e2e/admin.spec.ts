import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { uniqueEmail } from './accountFixture';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
} from './checkoutJourney';
import { saveScreenshot } from './screenshot';
import { addStaff, logIn, STAFF_PASSWORD } from './staffFixture';
import { DESKTOP, PHONE } from './viewports';

/** A customer pays for one style; answers their address and the order number. */
async function buyOneStyle(page: Page): Promise<{ email: string; orderId: string }> {
  await addStyleInShop(page, 'EB Garamond Italic');
  const email = await registerInCheckout(page, 'admin-buyer');
  await fillAddress(orderForm(page), 'Grace Hopper', {
    country: 'CH',
    zip: '8001',
    city: 'Zürich',
  });
  await submitOrderInformation(page);
  await acceptTerms(page);
  const orderId = await payAndSucceed(page);
  return { email, orderId };
}

test('staff sign in with a password and a TOTP code, find an order by e-mail and open it', async ({
  browser,
}) => {
  test.slow();
  const customer = await browser.newPage({ viewport: DESKTOP });
  const { email: buyer, orderId } = await buyOneStyle(customer);
  await customer.close();
  // Registering opens a session without a login: the buyer logs in once, to be listed.
  const buyerAgain = await browser.newPage({ viewport: DESKTOP });
  await buyerAgain.goto('/user/login');
  await logIn(buyerAgain, buyer, 'secret1');
  await expect(buyerAgain).toHaveURL(/\/user\/orders$/);
  await buyerAgain.close();

  const staffEmail = uniqueEmail('staff');
  const secret = addStaff(staffEmail);

  const page = await browser.newPage({ viewport: DESKTOP });
  // A guest is sent to log in, and comes back to the back office after.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user\/login$/);
  await logIn(page, staffEmail, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();

  await page.getByLabel('Code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Maintenance mode', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'admin-dashboard-1280');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'admin-dashboard-390');
  await page.setViewportSize(DESKTOP);

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByLabel('Number, e-mail, name or company').fill(buyer);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByRole('link', { name: orderId });
  await expect(result).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await result.click();

  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByText('EB Garamond', { exact: false }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payment attempts' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'E-mails' }).getByText(`order #${orderId}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resend the receipt' }).click();
  await expect(page.getByText(`The receipt is on its way to ${buyer}.`)).toBeVisible();
  await saveScreenshot(page, 'admin-order-1280');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'admin-order-390');

  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: 'order.receipt_resent' }).first()).toBeVisible();

  // The buyer's page: their order links to the order's page.
  await page.setViewportSize(DESKTOP);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await page.getByLabel('E-mail, name or company').fill(buyer);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: buyer }).click();
  await expect(page.getByRole('heading', { name: buyer })).toBeVisible();
  await expect(page.getByRole('link', { name: orderId })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  // The login above, the header row aside.
  await expect(page.getByRole('region', { name: 'Sign-ins' }).getByRole('row')).toHaveCount(2);
  await saveScreenshot(page, 'admin-customer-1280');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'admin-customer-390');
  await page.setViewportSize(DESKTOP);

  // A discount code made in the browser is listed with its terms.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Discount codes' })
    .click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percent').fill('15');
  await form.getByLabel('Uses (optional)').fill('7');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByRole('status')).toHaveText(`Created ${code}.`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('0 of 7');
  await saveScreenshot(page, 'admin-codes-1280');
  await page.close();
});

test('a customer opening /admin or calling /api/v1/admin/orders gets 403', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP });
  const email = uniqueEmail('not-staff');
  await page.goto('/user/login');
  // An account made the way the checkout makes one.
  await page.request.get('/api/v1/settings');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await page.request.post('/api/v1/users/register', {
    data: { email, password: 'secret12' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(registered.ok()).toBe(true);
  await logIn(page, email, 'secret12');
  await expect(page).toHaveURL(/\/user\/orders$/);

  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/admin/')) answers.push(response.status());
  });
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText(
    'Only the foundry’s staff may open the back office.',
  );
  expect(answers).toContain(403);

  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const api = await page.request.get('/api/v1/admin/orders', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({
    errors: [{ field: null, rule: 'staff_only', message: expect.any(String) }],
  });
  await page.close();
});

test('the back office is never indexed', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});
