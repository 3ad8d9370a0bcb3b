import { expect, test } from '@playwright/test';
import * as fontkit from 'fontkit';
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
} from './checkoutJourney';
import { saveScreenshot } from './screenshot';
import { unzip } from '../server/support/unzip';

const PROCESSING =
  'Your payment is processing. Please stay here as your payment is being validated.';
const JUNIOR_NOTE = 'Your order has been modified to meet the junior discount licensing limit.';

/** The style's full name as fontkit reads it. */
function fullName(data: Buffer): string {
  return (fontkit.create(data) as fontkit.Font).fullName;
}

/** Windows name records are UTF-16BE; the order stamp sits in a name id of its own. */
function hasNameString(data: Buffer, text: string): boolean {
  return data.includes(Buffer.from(text, 'utf16le').swap16());
}

test('a new customer registers at checkout, pays with 4242 and downloads the stamped fonts', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  await page.goto('/checkout');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/user/forget-password',
  );
  await page
    .getByRole('form', { name: 'Register' })
    .getByRole('button', { name: 'Register' })
    .click();
  await expect(page.getByText('Email is required').first()).toBeVisible();
  await saveScreenshot(page, 'checkout-step1');
  const email = await registerInCheckout(page, 'checkout-new');

  // Step 2: the domain's messages first, then a valid address.
  await orderForm(page).getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please select your country.')).toBeVisible();
  await expect(orderForm(page).getByLabel('State (optional)')).toBeVisible();
  await fillAddress(orderForm(page), 'Ada Lovelace', { country: 'DE' });
  await saveScreenshot(page, 'checkout-step2');
  await submitOrderInformation(page);
  await expect(page.getByRole('link', { name: 'licensing terms' })).toHaveAttribute(
    'href',
    '/eula',
  );

  // Step 3 needs the terms; then the card field appears on step 4.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText('Please agree to our licensing terms before proceeding.'),
  ).toBeVisible();
  await saveScreenshot(page, 'checkout-step3');
  await acceptTerms(page);
  // The step names who processes the card, and the card's brand once its digits tell.
  await expect(
    page.getByText('Card payments are processed by the offline test-card gateway'),
  ).toBeVisible();
  await expect(page.getByText(/^Card: /)).toHaveCount(0);
  await page.getByLabel('Card number').fill('4242');
  await expect(page.getByText('Card: Visa')).toBeVisible();
  await page.getByLabel('Expiry (MM/YY)').focus();
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  await saveScreenshot(page, 'checkout-step4');

  const orderId = await payAndSucceed(page);
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByText('EB Garamond Italic')).toBeVisible();
  const thanks = page.locator('.checkout-success');
  await expect(thanks.getByRole('link', { name: 'Your orders' })).toHaveAttribute(
    'href',
    '/user/orders',
  );
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);
  await saveScreenshot(page, 'checkout-success');

  const zipHref = await page
    .getByRole('link', { name: /Download your fonts/ })
    .getAttribute('href');
  const zip = await page.request.get(zipHref ?? '');
  expect(zip.status()).toBe(200);
  const files = unzip(await zip.body());
  const fonts = [...files].filter(([name]) => /\.(otf|ttf)$/i.test(name));
  expect(fonts.length).toBeGreaterThan(0);
  for (const [, data] of fonts) {
    expect(fullName(data)).toBe('EB Garamond Italic');
    expect(hasNameString(data, `Order #${orderId}`)).toBe(true);
  }
  const pdfHref = await page
    .getByRole('link', { name: /Download your invoice/ })
    .getAttribute('href');
  expect((await page.request.get(pdfHref ?? '')).headers()['content-type']).toContain('pdf');

  await thanks.getByRole('link', { name: 'Your orders' }).click();
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await saveScreenshot(page, 'orders-with-order');
  expect(email).toContain('checkout-new');
});

test('3-D Secure: a failed authentication shows why, an approved one pays', async ({ page }) => {
  await addStyleInShop(page, 'EB Garamond Regular');
  await registerInCheckout(page, 'checkout-3ds');
  await fillAddress(orderForm(page), 'Grace Hopper', {
    country: 'FR',
    zip: '75001',
    city: 'Paris',
  });
  await submitOrderInformation(page);
  await acceptTerms(page);

  await enterCard(page, CARDS.threeDSecure);
  await payButton(page).click();
  const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(PROCESSING)).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  await saveScreenshot(page, 'checkout-3ds-dialog');
  await dialog.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByText(/We are unable to authenticate your payment method/)).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByLabel('Card number')).toBeEnabled();

  await payButton(page).click();
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/checkouts\/success\?order=/);
  await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
});

test('a declined card says so and the form can pay again with 4242', async ({ page }) => {
  await addStyleInShop(page, 'EB Garamond Bold');
  await registerInCheckout(page, 'checkout-declined');
  await fillAddress(orderForm(page), 'Alan Turing', {
    country: 'GB',
    zip: 'CB2 1TN',
    city: 'Cambridge',
  });
  await submitOrderInformation(page);
  await acceptTerms(page);

  await enterCard(page, CARDS.declined);
  await payButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await saveScreenshot(page, 'checkout-declined');

  await page.getByLabel('Card number').fill(CARDS.insufficientFunds);
  await payButton(page).click();
  await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();

  await payAndSucceed(page, CARDS.succeeds);
});

test('a student order above the junior limit is lowered, with the note', async ({ page }) => {
  await addStyleInShop(page, 'EB Garamond Regular', 3);
  await registerInCheckout(page, 'checkout-student');
  const form = orderForm(page);
  await fillAddress(form, 'Student Sam', { country: 'NL', zip: '1012 AB', city: 'Amsterdam' });
  await expect(form.getByLabel('I am ordering for a third party')).toBeVisible();
  await form.getByLabel('I am an active student').check();
  await expect(form.getByLabel('I am ordering for a third party')).toHaveCount(0);
  await form.getByLabel('I graduated within the last year').check();
  await expect(form.getByLabel('I am an active student')).not.toBeChecked();
  await expect(form.getByLabel('Graduation date')).toBeVisible();
  await form.getByLabel('I am an active student').check();
  await expect(form.getByLabel('I graduated within the last year')).not.toBeChecked();
  await submitOrderInformation(page);

  await expect(page.getByText(JUNIOR_NOTE)).toBeVisible();
  await expect(page.getByText(/Student discount/)).toBeVisible();
  await page.getByLabel('I agree to the licensing terms').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText('Please agree to the junior licensing terms before proceeding.'),
  ).toBeVisible();
  await saveScreenshot(page, 'checkout-student-review');
  await acceptTerms(page, true);
  await payAndSucceed(page);
  await expect(page.getByText(/Student discount/)).toBeVisible();
});

test('a third-party order and a US order with sales tax', async ({ page }) => {
  await addStyleInShop(page, 'EB Garamond Medium');
  await registerInCheckout(page, 'checkout-third-party');
  const form = orderForm(page);
  await fillAddress(form, 'Agency Owner', {
    country: 'US',
    state: 'NY',
    zip: '10001',
    city: 'New York',
  });
  await form.getByLabel('I am ordering for a third party').check();
  const thirdParty = page.getByRole('group', { name: 'The third party' });
  await form.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Please enter the third party’s name.')).toBeVisible();
  await expect(page.getByText('The third party’s email is required.')).toBeVisible();
  await fillAddress(thirdParty, 'Client Corp', {
    country: 'US',
    state: 'CA',
    zip: '94103',
    city: 'San Francisco',
  });
  await thirdParty.getByLabel('Email').fill('client@example.test');
  await saveScreenshot(page, 'checkout-third-party');
  await submitOrderInformation(page);

  await expect(page.getByTestId('us-sales-tax')).toContainText('US sales tax');
  await expect(page.getByRole('link', { name: 'licensing terms' })).toHaveAttribute(
    'href',
    '/eula-us',
  );
  await saveScreenshot(page, 'checkout-us-review');
  // 'Edit' reopens step 2 with what was entered.
  await page.getByRole('button', { name: 'Edit order information' }).click();
  await expect(orderForm(page).getByLabel('City').first()).toHaveValue('New York');
  await submitOrderInformation(page);
  await acceptTerms(page);
  await payAndSucceed(page);
  await expect(page.getByText(/US sales tax/)).toBeVisible();
});

test('the checkout on a 390px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addStyleInShop(page, 'EB Garamond Regular');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await saveScreenshot(page, 'checkout-phone-step1');
  await registerInCheckout(page, 'checkout-phone');
  await fillAddress(orderForm(page), 'Phone Customer', {
    country: 'US',
    state: 'TX',
    zip: '73301',
    city: 'Austin',
  });
  await submitOrderInformation(page);
  await acceptTerms(page);
  await saveScreenshot(page, 'checkout-phone-payment');
});
