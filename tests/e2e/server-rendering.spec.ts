import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The page as the server sent it: what a crawler, a link preview or a reader without script gets. */
async function servedRoot(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-answers">/.exec(html);
  expect(root, `${path} is sent rendered`).not.toBeNull();
  expect(html).not.toContain('needs JavaScript');
  // React separates neighbouring text with empty comments: read the text as a reader does.
  return (root?.[1] ?? '').replace(/<!-- -->/g, '');
}

/** Text as React writes it into HTML. */
function asHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;');
}

test.describe('pages rendered by the server', () => {
  test('hold the library, a specimen, a shop and a post before any script runs', async ({
    request,
  }) => {
    const library = await servedRoot(request, '/typefaces');
    for (const family of ['EB Garamond', 'Vazirmatn', 'Literata', 'Alegreya Sans', 'Inter']) {
      expect(library).toContain(`>${family}<`);
    }

    const specimen = await servedRoot(request, '/typeface/eb-garamond');
    for (const style of ['EB Garamond Regular', 'EB Garamond SemiBold']) {
      expect(specimen).toContain(style);
    }
    // The first sample line of content/typefaces/eb-garamond/typeface.yaml.
    expect(specimen).toContain(
      asHtml('Printed in Frankfurt in 1592, the specimen sheet survived four centuries'),
    );

    const shop = await servedRoot(request, '/shops/eb-garamond');
    // The family package and a single style at the default desktop 1–5 licence.
    expect(shop).toContain('$320');
    expect(shop).toContain('$50');

    const post = await servedRoot(request, '/blog/in-use/bilingual-cookbook');
    expect(post).toContain('A bilingual cookbook from a family kitchen');
    expect(post).toContain('recipes over three summers, and then turned them into a book');
  });

  test('are hydrated from the answers they carry, without asking the API again', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/')) apiCalls.push(new URL(call.url()).pathname);
    });
    await page.goto('/typeface/eb-garamond');
    await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
    expect(apiCalls.filter((path) => path.startsWith('/api/v1/typefaces'))).toEqual([]);
    expect(apiCalls).not.toContain('/api/v1/settings');

    // Route changes stay in the browser (a full load would be rendered by the server, with no
    // call) and load what the next page needs, once the page is hydrated (its subfamily tabs
    // work from then on): before that a link is followed by the browser.
    await expect(page.getByRole('tab', { name: 'Roman' })).toBeEnabled();
    await page.getByRole('link', { name: 'Purchase' }).first().click();
    await expect(page).toHaveURL(/\/shops\/eb-garamond$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
    expect(apiCalls).toContain('/api/v1/shops/eb-garamond');
    expect(problems).toEqual([]);
  });

  test('can be read with JavaScript off: the library, a specimen, the blog and a post', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Each link is followed as a crawler follows it, by its address.
    const follow = async (link: Locator) => page.goto((await link.getAttribute('href')) ?? '');
    await page.goto('/typefaces');
    await follow(page.getByRole('link', { name: 'EB Garamond', exact: true }).first());
    await expect(page).toHaveURL(/\/typeface\/eb-garamond$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
    await expect(page.getByText('EB Garamond Regular').first()).toBeVisible();

    await follow(page.getByRole('link', { name: 'Blog', exact: true }).first());
    await expect(page).toHaveURL(/\/blog$/);
    const firstPost = page.locator('main a[href^="/blog/in-use/"]', { hasText: /\w/ }).first();
    const title = (await firstPost.textContent())?.trim() ?? '';
    await follow(firstPost);
    await expect(page).toHaveURL(/\/blog\/in-use\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.post__content p').first()).not.toBeEmpty();
    await context.close();
  });

  test('keep their forms, licence and tester controls disabled until the script that runs them has', async ({
    browser,
    page,
  }) => {
    // A choice made on the server's HTML would stay on screen while the cart got React's:
    // until the page is hydrated there is nothing to change.
    const controls: Array<[string, (on: Page) => Locator]> = [
      ['/shops/eb-garamond', (on) => on.getByLabel('Desktop licence')],
      [
        '/typeface/garamonds-collection',
        (on) =>
          on
            .getByRole('region', { name: 'Buy The Garamonds as a bundle' })
            .getByLabel('Desktop licence'),
      ],
      ['/typeface/eb-garamond', (on) => on.getByRole('slider', { name: 'Font size' })],
      ['/typeface/eb-garamond', (on) => on.getByRole('combobox', { name: 'Style of line 2' })],
      // A form would send itself as a GET to the page: the e-mail address in the address bar.
      [
        '/newsletter',
        (on) => on.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email'),
      ],
      [
        '/free-trial-fonts',
        (on) => on.getByRole('button', { name: 'Email me my free trial fonts' }),
      ],
    ];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const served = await context.newPage();
    for (const [path, control] of controls) {
      await served.goto(path);
      await expect(control(served), path).toBeDisabled();
      await page.goto(path);
      await expect(control(page), path).toBeEnabled();
    }
    // A word typed in a tester line would stay while the tester's address and a cart line made
    // from it kept the sample text: a line can be typed in once the page is hydrated.
    const line = (on: Page) => on.getByRole('textbox', { name: 'EB Garamond sample 1 (editable)' });
    await served.goto('/typeface/eb-garamond');
    await expect(line(served)).not.toBeEditable();
    await page.goto('/typeface/eb-garamond');
    await expect(line(page)).toBeEditable();
    await context.close();
  });

  // A typeface the site's index does not list is sent the 404 page from memory; a shop is
  // rendered until its answer says it does not exist.
  for (const address of ['/typeface/no-such-family', '/shops/no-such-family']) {
    test(`${address} is the 404 page, sent with its status and shown at /404`, async ({
      page,
      request,
    }) => {
      const response = await request.get(address);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>');
      expect(html).toContain('Page not found');
      expect(html).toContain('data-path="/404"');

      const problems = watchProblems(page);
      await page.goto(address);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      // Hydrated: a link of the page navigates inside the app.
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      // The browser's own 404 answer for the page's thing (a request it never needed) is no error.
      expect(problems.filter((text) => !text.includes('404'))).toEqual([]);
    });
  }

  test('a route change holds the page in place while the next one loads: the footer stays below the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/typefaces');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A route change is the app's once the page is hydrated (the menu button works from then
    // on); before that a link is followed by the browser, as with JavaScript off.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled();
    // The next page's answer is held until the test has looked at the page meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/typefaces/eb-garamond', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'EB Garamond', exact: true }).first().click();
    const loader = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(loader).toBeVisible();
    // The navigation scrolls to the top (smoothly: the site's CSS sets scroll-behavior).
    await page.waitForFunction(() => window.scrollY === 0);
    await page.screenshot({ path: 'test-results/screens/route-change-loading.png' });
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(footer?.y ?? 0).toBeGreaterThanOrEqual(844);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
    await expect(loader).toHaveCount(0);
  });

  test('set a name wholly in its own face before any script, and a sample never in two', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    /** The fonts Chromium drew the first element's text with: what the DOM cannot tell. */
    const drawnWith = async (selector: string): Promise<string[]> => {
      await expect(page.locator(selector).first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName).sort();
    };

    // The family overview's names come from the head's name subsets, in the family itself.
    await page.goto('/typeface/eb-garamond');
    expect(await drawnWith('.style-list li .style-list__sample')).toEqual(['EB Garamond']);
    // A tester line waits for the full font: until then it is all in one fallback face, not
    // the few letters a name subset holds in the family and the rest in another.
    expect(await drawnWith('.tester-sample')).toHaveLength(1);

    await page.goto('/free-trial-fonts');
    expect(await drawnWith('.trial-typeface__name')).toEqual(['EB Garamond']);
    expect(await drawnWith('.trial-typeface__set dd')).toHaveLength(1);
    await context.close();
  });

  test('show their first paint on a phone, before any script', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const [path, name] of [
      ['/', 'first-paint-home'],
      ['/typeface/eb-garamond', 'first-paint-specimen'],
      ['/shops/eb-garamond', 'first-paint-shop'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('.loader')).toHaveCount(0);
      await page.screenshot({ path: `test-results/screens/${name}.png` });
    }
    await context.close();
  });
});

/** Console errors and uncaught exceptions: a hydration mismatch shows as one. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
