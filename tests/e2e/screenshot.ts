import type { Page } from '@playwright/test';

/** One full-page screenshot per page under test-results/, for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
