import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
} from './checkoutJourney';

/**
 * The pages' Content-Security-Policy (src/server/html/contentSecurityPolicy.ts) must allow
 * everything the site loads: Chromium reports each blocked script, style, font, image or
 * frame as a `securitypolicyviolation` event and a console error.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the pages load everything they need under their Content-Security-Policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // The post embeds a YouTube player. The frame is checked against frame-src before any
  // request; the request itself then leaves a closed network, where it may hang on the
  // resolver and hold off 'networkidle' past the test's time. Answered here, it settles at once.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
  );
  const pages: [string, RegExp][] = [
    ['/', /page-home/],
    ['/typefaces', /page-typefaces/],
    ['/typeface/eb-garamond', /page-typeface/],
    ['/shops/eb-garamond', /page-shop/],
    ['/blog/process/a-morning-at-the-drawing-table', /page-blog-post/],
    ['/free-trial-fonts', /page-free-trial-fonts/],
  ];
  for (const [url, bodyClass] of pages) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('body')).toHaveClass(bodyClass);
    await page.waitForLoadState('networkidle');
  }
  // The specimen shows the family in its own web font: the font was allowed and loaded.
  await page.goto('/typeface/eb-garamond');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded'))).toBe(
    true,
  );
  // The blog post's video embed is a frame the policy allows.
  await page.goto('/blog/process/a-morning-at-the-drawing-table');
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('a test-card checkout runs under the Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'csp-checkout');
  await fillAddress(orderForm(page), 'Ada Lovelace', { country: 'DE' });
  await submitOrderInformation(page);
  await acceptTerms(page);
  await payAndSucceed(page);
  expect(violations).toEqual([]);
});
