import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { uniqueEmail } from './accountFixture';
import { serverCommand } from './serverCommand';

export const STAFF_PASSWORD = 'back office 1';

/** `staff add` on the e2e database; answers the TOTP secret of the URL it prints. */
export function addStaff(email: string): string {
  const output = serverCommand('staff', 'add', email, '--password', STAFF_PASSWORD);
  const url = /otpauth:\/\/totp\/\S+/.exec(output)?.[0];
  if (!url) throw new Error(`no otpauth URL in:\n${output}`);
  const secret = new URL(url).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${url}`);
  return secret;
}

/** Fills the login form and sends it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A new staff member signs in at /admin with the password and the TOTP code of `staff add`. */
export async function staffSignIn(page: Page, prefix: string): Promise<void> {
  const email = uniqueEmail(prefix);
  const secret = addStaff(email);
  await page.goto('/admin');
  await logIn(page, email, STAFF_PASSWORD);
  await page.getByLabel('Code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
