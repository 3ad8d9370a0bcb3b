import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { reportMonthName } from '../../src/ui/features/admin/reportMonthName';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
  type Address,
} from './checkoutJourney';
import { saveScreenshot } from './screenshot';
import { staffSignIn } from './staffFixture';
import { DESKTOP, PHONE } from './viewports';

/** A new customer buys EB Garamond Italic; answers the order number. */
async function buy(page: Page, prefix: string, name: string, address: Address): Promise<string> {
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, prefix);
  await fillAddress(orderForm(page), name, address);
  await submitOrderInformation(page);
  await acceptTerms(page);
  return payAndSucceed(page);
}

/** The panel of one figure, its table unfolded. */
async function figure(page: Page, title: string) {
  const panel = page.getByRole('region', { name: title });
  await panel.getByText('Show the figures as a table').click();
  return panel;
}

test("the dashboard's reports draw the orders paid and refunded, each figure with its CSV file", async ({
  browser,
}) => {
  test.slow();
  const customer = await browser.newPage({ viewport: DESKTOP });
  // A French consumer pays VAT, a Swiss customer none; the French order is refunded.
  const french = await buy(customer, 'reports-fr', 'Marie Curie', {
    country: 'FR',
    zip: '75005',
    city: 'Paris',
  });
  await customer.close();
  const swiss = await browser.newPage({ viewport: DESKTOP });
  await buy(swiss, 'reports-ch', 'Hans Muster', SWISS);
  await swiss.close();

  const staff = await browser.newPage({ viewport: DESKTOP });
  await staffSignIn(staff, 'reports-staff');
  await staff.goto(`/admin/orders/${french}`);
  await staff.getByRole('button', { name: 'Refund the whole order' }).click();
  await staff
    .getByRole('group', { name: 'Confirm the refund' })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(staff.getByRole('status').filter({ hasText: /refunded/i })).toBeVisible();

  await staff.goto('/admin');
  await expect(staff.getByRole('heading', { name: 'Maintenance mode' })).toBeVisible();
  const month = new Date().toISOString().slice(0, 7);
  const thisMonth = reportMonthName(month);

  const revenue = await figure(staff, 'Revenue per month');
  const revenueRow = revenue.getByRole('row', { name: new RegExp(`^${thisMonth} `) });
  await expect(revenueRow).toBeVisible();
  // Net, tax, gross and paid orders: the French order's VAT is in this month's tax.
  const cells = await revenueRow.getByRole('cell').allTextContents();
  expect(cells[1]).not.toBe('$0');
  expect(Number(cells[3])).toBeGreaterThanOrEqual(2);
  await expect(revenue.locator('.recharts-bar-rectangle').first()).toBeVisible();

  const typefaces = await figure(staff, 'Revenue by typeface');
  await expect(
    typefaces.getByRole('rowheader', { name: 'EB Garamond', exact: true }),
  ).toBeVisible();
  const licences = await figure(staff, 'Revenue by licence type');
  await expect(licences.getByRole('rowheader', { name: 'Desktop', exact: true })).toBeVisible();
  const refunds = await figure(staff, 'Refunds per month');
  const refundCells = await refunds
    .getByRole('row', { name: new RegExp(`^${thisMonth} `) })
    .getByRole('cell')
    .allTextContents();
  expect(Number(refundCells[0])).toBeGreaterThanOrEqual(1);
  await figure(staff, 'Carts and paid orders');

  // Each file is downloaded by its link, as staff do: the login cookie goes with it.
  const link = revenue.getByRole('link', { name: 'Download CSV of revenue per month' });
  const [download] = await Promise.all([staff.waitForEvent('download'), link.click()]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('month,net_usd,tax_usd,gross_usd,paid_orders');
  expect(lines.filter((line) => line.startsWith(`${month},`))).toHaveLength(1);

  await saveScreenshot(staff, 'admin-reports-1280');
  await staff.setViewportSize(PHONE);
  await saveScreenshot(staff, 'admin-reports-390');
  await staff.close();
});
