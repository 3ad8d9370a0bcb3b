import type { Page } from '@playwright/test';
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
