import { expect, type Page } from '@playwright/test';

/**
 * One full-page screenshot per page under test-results/, for people to look at: taken once
 * every loader is gone, so it shows the page and not its code or content still on the way.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.loader')).toHaveCount(0);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
