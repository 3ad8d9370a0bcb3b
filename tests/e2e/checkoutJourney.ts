import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './accountFixture';

/** Test cards of the offline gateway (src/server/payments/app/testCards.ts). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A buyer in Switzerland pays no tax: a total is its lines alone. */
export const SWISS = { country: 'CH', zip: '8001', city: 'Zürich' };

/** Adds one single style of EB Garamond through the shop page, optionally at a higher desktop tier. */
export async function addStyleInShop(page: Page, style: string, desktopTier?: number) {
  await page.goto('/shops/eb-garamond');
  if (desktopTier !== undefined) {
    await page.getByLabel('Desktop licence').selectOption({ index: desktopTier });
  }
  const styles = page.getByRole('region', { name: 'Single styles' });
  await styles.getByRole('button', { name: `Add ${style}`, exact: true }).click();
  await expect(styles.getByRole('button', { name: `Added ${style}`, exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your cart' });
  await expect(summary).toHaveAttribute('aria-busy', 'false');
}

/** Step 1 as a new customer: the register form. Answers the new e-mail address. */
export async function registerInCheckout(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto('/checkout');
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password').fill('secret1');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`You are logged in as ${email}`)).toBeVisible();
  return email;
}

export interface Address {
  country: string;
  state?: string;
  zip?: string;
  city?: string;
}

export function orderForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Order information' });
}

export async function fillAddress(scope: Locator, name: string, address: Address) {
  await scope.getByLabel('Name', { exact: true }).fill(name);
  await scope.getByLabel('Address', { exact: true }).fill('1 Type Street');
  await scope.getByLabel('Zip code').fill(address.zip ?? '10115');
  await scope.getByLabel('City').fill(address.city ?? 'Berlin');
  await scope.getByLabel('Country').selectOption(address.country);
  if (address.state) await scope.getByLabel('State', { exact: true }).selectOption(address.state);
}

export async function submitOrderInformation(page: Page) {
  await orderForm(page).getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('form', { name: 'Licensing terms' })).toBeVisible();
}

/** The review step's consent an EU consumer must give (src/domain/orders/withdrawalConsent.ts). */
export const WITHDRAWAL_CONSENT =
  'I agree that delivery starts now and I lose my right of withdrawal once the download begins';

/**
 * Ticks the terms, the junior terms when asked, and, as a consumer in the EU is asked to, the
 * withdrawal consent (the review form is rendered whole once visible, so its count is final).
 */
export async function acceptTerms(page: Page, junior = false) {
  const terms = page.getByRole('form', { name: 'Licensing terms' });
  await terms.getByLabel('I agree to the licensing terms').check();
  if (junior) await terms.getByLabel('I agree to the junior licensing terms').check();
  const consent = terms.getByLabel(WITHDRAWAL_CONSENT);
  if ((await consent.count()) > 0) await consent.check();
  await terms.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

export async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** The review step's cart: lines, tax line, total and any note on the tax. */
export function reviewCart(page: Page): Locator {
  return page.locator('.checkout-cart');
}

export function payButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Pay \$/ });
}

/** Pays and waits for the thank-you page; answers the order number. */
export async function payAndSucceed(page: Page, number: string = CARDS.succeeds): Promise<string> {
  await enterCard(page, number);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkouts\/success\?order=/);
  const heading = page.getByRole('heading', { name: /^Order #/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Order #', '').trim();
}
