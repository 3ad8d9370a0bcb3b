import { expect, test } from '@playwright/test';
import { serverCommand } from './serverCommand';
import { saveScreenshot } from './screenshot';

test.describe('the site shell', () => {
  test('the home page opens with the header and footer a visitor navigates by', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Fieldwork Type Foundry/);
    const header = page.getByRole('banner');
    for (const link of [
      'Typefaces',
      'Free Trials',
      'Commissions',
      'Blog',
      'Information on licensing and payment',
      'About',
    ]) {
      await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    // The header shows the spec's words; the rest of a name is for screen readers.
    await expect(header.getByRole('link', { name: 'Information', exact: false })).toHaveText(
      'Information on licensing and payment',
    );
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Payment' })).toHaveAttribute(
      'href',
      '/information#payment',
    );
    await expect(page.locator('body')).toHaveClass(/page-home/);
    await saveScreenshot(page, 'home');
  });

  test('the server sends each route its own title before any JavaScript runs', async ({
    request,
  }) => {
    const html = await (await request.get('/typefaces')).text();
    expect(html).toContain('<title>Typefaces – Fieldwork Type Foundry</title>');
    const image =
      /<meta property="og:image" content="(http:\/\/[^"]+\/social\/page\/typefaces\.png)"/.exec(
        html,
      )?.[1];
    expect(image).toBeDefined();
    // What link previews fetch: a PNG (the big social networks show no SVG).
    const answer = await request.get(image ?? '');
    expect(answer.headers()['content-type']).toBe('image/png');
  });

  test('navigating by the header changes the page, title and body class', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle('Blog – Fieldwork Type Foundry');
    await expect(page.locator('body')).toHaveClass(/page-blog/);
    await expect(page.locator('body')).not.toHaveClass(/page-home/);
  });

  test('an unknown path leads to /404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await saveScreenshot(page, '404');
  });

  test('an old address redirects to its new page', async ({ page }) => {
    await page.goto('/licenses');
    await expect(page).toHaveURL(/\/information$/);
  });

  test('a guest who opens a login-only page is sent to the login page', async ({ page }) => {
    // The app's redirect may come before the load event: wait for the address.
    await page.goto('/user/orders', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('the mobile menu opens from its button and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: /menu/i });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await saveScreenshot(page, 'home-mobile-menu');
    await page.getByRole('banner').getByRole('link', { name: 'Typefaces', exact: true }).click();
    await expect(page).toHaveURL(/\/typefaces$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('maintenance mode', () => {
  test.afterEach(() => {
    serverCommand('maintenance', 'off');
  });

  test('locks every page to /maintenance while it is on, and lets go when it is off', async ({
    page,
  }) => {
    serverCommand('maintenance', 'on');
    // The app's redirect may come before the load event: wait for the address.
    await page.goto('/typefaces', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await saveScreenshot(page, 'maintenance');

    // The app's redirect may come before the load event: wait for the address.
    await page.goto('/blog', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/maintenance$/);

    serverCommand('maintenance', 'off');
    // The app's redirect may come before the load event: wait for the address.
    await page.goto('/maintenance', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/$/);
  });
});
