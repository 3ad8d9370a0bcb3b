import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';

/** Every public content route, with what a visitor reads there (one screenshot per page). */
test.describe('public content pages', () => {
  test('home shows its blocks, recent posts and the retail typefaces', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Type for reading/ })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent blog posts' });
    await expect(recent.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/blog\/[^/]+\/[^/]+$/,
    );
    await expect(recent.getByText(/ in use$/).first()).toBeVisible();
    const retail = page.getByRole('region', { name: 'Retail typefaces' });
    await expect(retail.getByRole('link', { name: 'EB Garamond' })).toHaveAttribute(
      'href',
      '/typeface/eb-garamond',
    );
    await expect(retail.getByText('Try out our fonts – for free.')).toBeVisible();
    await expect(retail.getByRole('link', { name: 'Download trial fonts' })).toHaveAttribute(
      'href',
      '/free-trial-fonts',
    );
    await saveScreenshot(page, 'content-home');
  });

  test('a filtered blog list and a single post', async ({ page }) => {
    await page.goto('/blog/in-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Fonts in use' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Blog' }).getByRole('link', { name: 'Fonts in use' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.post-card').first()).toBeVisible();
    await saveScreenshot(page, 'content-blog-filter');

    await page.locator('.post-card h2 a').first().click();
    await expect(page).toHaveURL(/\/blog\/[^/]+\/[^/]+$/);
    // The list's own h1 stays until the post has loaded: read the post's.
    const heading = page.locator('article h1');
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? '';
    await expect(page).toHaveTitle(`FTF – ${title}`);
    await expect(page.getByRole('region', { name: 'Recent blog posts' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Fonts in use' })).toBeVisible();
    await saveScreenshot(page, 'content-post');
  });

  test('the studio portrait is flagged and the video embed is responsive', async ({ page }) => {
    await page.goto('/blog/studio-portrait/studio-portrait-northlight-studio');
    await expect(page.locator('article.post--studio-portrait')).toBeVisible();
    await page.goto('/blog/process/a-morning-at-the-drawing-table');
    const frame = page.locator('.responsive-embed iframe');
    await expect(frame).toHaveCount(1);
    const box = await page.locator('.responsive-embed').boundingBox();
    expect(box && Math.round((box.width / box.height) * 9)).toBe(16);
  });

  test('the library lists the families by name with their links', async ({ page }) => {
    await page.goto('/typefaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Library overview' })).toBeVisible();
    const names = await page.locator('.typeface-card__name').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(7);
    await expect(page.getByRole('link', { name: 'Purchase' }).first()).toHaveAttribute(
      'href',
      /^\/shops\//,
    );
    await expect(page.locator('.typeface-card__overview[dir="rtl"]')).toHaveCount(2);
    await saveScreenshot(page, 'content-typefaces');
  });

  test('a typeface page shows its overview, tester and information', async ({ page }) => {
    await page.goto('/typeface/eb-garamond');
    await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
    await expect(page).toHaveTitle('EB Garamond – Typeface Specimen and License Purchase');
    for (const name of ['Family overview', 'Editable samples', 'Typeface information']) {
      await expect(
        page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name }),
      ).toBeVisible();
    }
    await expect(page.getByText('Available in 8 styles')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase' })).toHaveAttribute(
      'href',
      '/shops/eb-garamond',
    );
    await expect(page.getByRole('link', { name: 'Download the specimen PDF' })).toBeVisible();
    await saveScreenshot(page, 'content-typeface');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'content-typeface-phone');
  });

  test('the collection page shows its sections and the other typefaces', async ({ page }) => {
    await page.goto('/typeface/garamonds-collection');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.collection-item').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Other typefaces' })).toBeVisible();
    await saveScreenshot(page, 'content-collection');
  });

  test('commissions and a case study', async ({ page }) => {
    await page.goto('/commissions');
    await expect(page.getByRole('heading', { name: 'Work with us' })).toBeVisible();
    await expect(page.locator('.commission-post').first()).toBeVisible();
    await saveScreenshot(page, 'content-commissions');
    await page.locator('.commission-post').first().click();
    await expect(page).toHaveURL(/\/commissions\/[^/]+$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Commissions' })
        .locator('[aria-current="page"]')
        .first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^FTF – .+ – .+/);
    await saveScreenshot(page, 'content-case-study');
  });

  for (const [path, heading, text, shot] of [
    ['/information', 'Information', 'Licensing', 'content-information'],
    ['/eula', 'End User License Agreement', 'licence', 'content-eula'],
    ['/eula-us', 'End User License Agreement (US)', 'licence', 'content-eula-us'],
    ['/privacy-policy', 'Privacy Policy', 'data', 'content-privacy-policy'],
    ['/contact', 'Contact', 'hello@fieldwork.example', 'content-contact'],
    ['/legal-notice', 'Legal notice', 'VAT identification number', 'content-legal-notice'],
  ] as const) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page.locator('.rich-content').getByText(text).first()).toBeVisible();
      await saveScreenshot(page, shot);
    });
  }

  test('/licenses leads to the information page, whose anchors jump in-page', async ({ page }) => {
    // A slow phone: the link is followed while the page is still being hydrated. The page
    // part React then renders afresh must still show its text, not a loader for 10 s.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/licenses');
    await expect(page).toHaveURL(/\/information$/);
    await page.locator('.rich-content a[href="#payment"]').first().click();
    await expect(page).toHaveURL(/#payment$/);
    await expect(page.locator('#payment')).toBeInViewport();
  });

  test("the footer's Payment link opens the information page at its Payment section", async ({
    page,
  }) => {
    // A phone, whose menu button tells when the page is hydrated.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // Inside the app: the route changes, and the text the link points into arrives after it.
    await expect(page.getByRole('button', { name: /menu/i })).toBeEnabled();
    await page.locator('footer').getByRole('link', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/information#payment$/);
    await expect(page.locator('#payment')).toBeInViewport();
  });

  test('404 shows the foundry text and a way home', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page has gone to press without us')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await saveScreenshot(page, 'content-404');
  });

  test('the club asks a guest to log in', async ({ page }) => {
    await page.goto('/club');
    await expect(page.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/user/login');
    await saveScreenshot(page, 'content-club-guest');
  });
});
