import { expect, test, type Page } from '@playwright/test';
import { registerUser, uniqueEmail } from './accountFixture';
import { saveScreenshot } from './screenshot';
import { serverCommand } from './serverCommand';

/** The demo invites of content/club/invites.yaml, seeded by the server. */
const NEW_MEMBER_INVITE = '7f3c9a1e5b2d4c68a0e1f2b3c4d5e6f7';
const COWORKER_INVITE = 'c2a94e7d1b6f48e3952d0a8b7c6e5f41';

async function fillDetails(page: Page, password: string) {
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByLabel('First name').fill('Mara');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByLabel('Address', { exact: true }).fill('1 Harbour Road');
  await page.getByLabel('Zip code').fill('10001');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel(/I agree to the/).check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Register as a club user' });

test('a new member registers by invite, with a co-worker, and lands in the club', async ({
  page,
}) => {
  await page.goto(`/club/invite/${NEW_MEMBER_INVITE}`);
  await submit(page).click();
  for (const message of [
    'Company is required.',
    'First name is required.',
    'Last name is required.',
    'Please agree to the terms and conditions.',
    'Please select your country.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await saveScreenshot(page, 'club-invite-errors');
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByPlaceholder('State (optional)')).toBeVisible();

  await fillDetails(page, 'secret1');
  await page.getByLabel('Company').fill('Northlight Studio');
  await page.getByLabel('Co-worker 1 name').fill('Ines');
  await page.getByLabel('Co-worker 1 email').fill(uniqueEmail('ines'));
  await submit(page).click();
  await expect(page).toHaveURL(/\/club$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Club' }),
  ).toBeVisible();
  await saveScreenshot(page, 'club-after-registration');
});

test('a co-worker sees the company of the inviting member and no co-worker fields', async ({
  page,
}) => {
  await page.goto(`/club/invite/${COWORKER_INVITE}`);
  await expect(page.getByText('Northlight Studio')).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveCount(0);
  await expect(page.getByLabel('Co-worker 1 name')).toHaveCount(0);
  await saveScreenshot(page, 'club-invite-coworker');
  await fillDetails(page, 'secret1');
  await submit(page).click();
  await expect(page).toHaveURL(/\/club$/);
});

test('an existing customer confirms with the current password', async ({ page, request }) => {
  const email = uniqueEmail('customer');
  await registerUser(request, email, 'secret1');
  const output = serverCommand('club-invite', email);
  const link = /https?:\/\/\S+\/club\/invite\/\S+/.exec(output)?.[0];
  expect(link, output).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  await expect(page.getByLabel('Your current password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await saveScreenshot(page, 'club-invite-existing-customer');

  await fillDetails(page, 'not-the-password');
  await page.getByLabel('Company').fill('Harbour Press');
  await submit(page).click();
  await expect(page.locator('.field__error, .form-errors').first()).toBeVisible();
  await page.getByLabel('Your current password').fill('secret1');
  await submit(page).click();
  await expect(page).toHaveURL(/\/club$/);
});

test('an invalid invite shows its error in place of the form', async ({ page }) => {
  await page.goto('/club/invite/0000000000000000000000000000dead');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(submit(page)).toHaveCount(0);
  await saveScreenshot(page, 'club-invite-invalid');
});
