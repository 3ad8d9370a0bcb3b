import { expect, test, type Page } from '@playwright/test';
import { registerUser, uniqueEmail } from './accountFixture';
import { linkContaining, waitForMail } from './outbox';
import { saveScreenshot } from './screenshot';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('guards: a guest goes to login and back after it; a logged-in user leaves login', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guard');
  await registerUser(request, email, 'secret1');

  // The app's redirect may come before the load event: wait for the address.
  await page.goto('/user/orders', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('link', { name: "I can't remember my password" })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await saveScreenshot(page, 'login-errors');

  await logIn(page, email, 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await logIn(page, email, 'secret1');
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.getByText("You don't have any orders in our history")).toBeVisible();
  await saveScreenshot(page, 'orders-empty');

  // The app's redirect may come before the load event: wait for the address.
  await page.goto('/user/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/user\/orders$/);

  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await account.getByRole('button', { name: 'Logout' }).click();
  await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
  // The app's redirect may come before the load event: wait for the address.
  await page.goto('/user/profile', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('forgot password: the e-mail link sets a new password that logs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await registerUser(request, email, 'secret1');

  await page.goto('/user/login');
  await page.getByRole('link', { name: "I can't remember my password" }).click();
  await expect(page).toHaveURL(/\/user\/forget-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send a password reset email' }).click();
  await expect(page.getByText('Check your email address!')).toBeVisible();
  await saveScreenshot(page, 'forget-password');

  const mail = await waitForMail(email);
  await page.goto(linkContaining(mail, '/user/change-password?code='));
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Change your password' }).click();
  await expect(page.getByText('Your password has been changed successfully!')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('');
  await saveScreenshot(page, 'change-password');

  // The link works once.
  await page.getByLabel('New password').fill('another-one');
  await page.getByRole('button', { name: 'Change your password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/user/login');
  await logIn(page, email, 'brand-new-1');
  await expect(page).toHaveURL(/\/user\/orders$/);
});

test('settings: change the e-mail (confirmed by its link) and the password, then log in with both', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('settings');
  const newEmail = uniqueEmail('renamed');
  await registerUser(request, email, 'secret1');
  await page.goto('/user/login');
  await logIn(page, email, 'secret1');
  await expect(page).toHaveURL(/\/user\/orders$/);
  await page.goto('/user/profile');

  const emailForm = page.getByRole('form', { name: 'Change your email address' });
  await expect(emailForm.getByLabel('Email')).toHaveValue(email);
  await emailForm.getByLabel('Email').fill(newEmail);
  // The current password, typed and sent from the keyboard alone.
  await emailForm.getByLabel('Current password').focus();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(emailForm.getByText('The current password is incorrect.')).toBeVisible();
  await emailForm.getByLabel('Current password').fill('');
  await page.keyboard.type('secret1');
  await page.keyboard.press('Enter');
  // The address changes only when the link mailed to it is opened.
  await expect(
    page.getByText(
      `We sent a confirmation link to ${newEmail}. Your address changes when you open it.`,
    ),
  ).toBeVisible();
  await expect(emailForm.getByLabel('Email')).toHaveValue(email);
  await expect(emailForm.getByLabel('Current password')).toHaveValue('');

  const passwordForm = page.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Old Password is required')).toBeVisible();
  await expect(passwordForm.getByText('New Password is required')).toBeVisible();
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password').fill('secret2');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.locator('.field__error')).toBeVisible();
  await passwordForm.getByLabel('Current password').fill('secret1');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed successfully!')).toBeVisible();
  await saveScreenshot(page, 'settings');

  const mail = await waitForMail(newEmail);
  await page.goto(linkContaining(mail, '/user/confirm-email?code='));
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByText('Your email address has been changed successfully!')).toBeVisible();
  await saveScreenshot(page, 'confirm-email');
  await expect(page.getByRole('button', { name: 'Confirm email address' })).toHaveCount(0);
  // The link works once.
  await page.goto(linkContaining(mail, '/user/confirm-email?code='));
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/user/profile');
  await expect(emailForm.getByLabel('Email')).toHaveValue(newEmail);

  // Logging out reloads /user/profile as a guest: the guard sends the visitor to login and
  // brings them back to the settings afterwards.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await logIn(page, newEmail, 'secret2');
  await expect(page).toHaveURL(/\/user\/profile$/);
});
