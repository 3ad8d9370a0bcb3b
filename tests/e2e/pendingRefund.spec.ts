import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
} from './checkoutJourney';
import { waitForMail } from './outbox';
import { saveScreenshot } from './screenshot';
import { serverCommand } from './serverCommand';
import { staffSignIn } from './staffFixture';
import { DESKTOP, PHONE } from './viewports';

/** Stripe's refund test card: the charge succeeds, a refund of it is pending, then made. */
const REFUND_PENDING_CARD = '4000 0000 0000 7726';

/** The order in the customer's history, once loaded. */
async function orderInHistory(customer: Page, orderId: string): Promise<Locator> {
  await customer.goto('/user/orders');
  const order = customer.getByRole('article', { name: `Order #${orderId}` });
  await expect(order).toBeVisible();
  return order;
}

test('staff refund an order whose refund the card processor makes later: the page waits, the customer is told it is on its way, the sweep issues the credit note', async ({
  browser,
}) => {
  const staff = await browser.newPage({ viewport: DESKTOP });
  await staffSignIn(staff, 'pending-refund-staff');

  const customer = await browser.newPage({ viewport: DESKTOP });
  await addStyleInShop(customer, 'EB Garamond Italic');
  const buyer = await registerInCheckout(customer, 'pending-refund-buyer');
  await fillAddress(orderForm(customer), 'Hans Muster', SWISS);
  await submitOrderInformation(customer);
  await acceptTerms(customer);
  const orderId = await payAndSucceed(customer, REFUND_PENDING_CARD);

  await staff.goto(`/admin/orders/${orderId}`);
  const section = staff.getByRole('region', { name: 'Refund' });
  await section.getByRole('button', { name: 'Refund the whole order' }).click();
  await section
    .getByRole('group', { name: 'Confirm the refund' })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(section.getByRole('status')).toHaveText(
    /^The card processor is still making this refund of \$[\d,.]+\. The credit note is issued and e-mailed to the customer when it is done\.$/,
  );
  await expect(section.getByText(/still making this refund: EB Garamond Italic/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Refund the whole order' })).toBeDisabled();
  await expect(staff.getByRole('heading', { name: 'Credit notes' })).toHaveCount(0);
  await saveScreenshot(staff, 'admin-order-refund-pending-1280');
  await staff.setViewportSize(PHONE);
  await saveScreenshot(staff, 'admin-order-refund-pending-390');
  await staff.setViewportSize(DESKTOP);

  // The customer's history says the money is on its way, though the order is still paid.
  const pending = await orderInHistory(customer, orderId);
  await expect(pending.getByText(/^Refund of \$[\d,.]+ pending since /)).toHaveText(
    /^Refund of \$[\d,.]+ pending since \d{1,2} \w+ \d{4}: it is on its way back to your card\. Your credit note follows by e-mail once your bank has it\.$/,
  );
  await expect(pending.getByText('Refund pending', { exact: true })).toBeVisible();
  await expect(pending.getByText('Refunded', { exact: true })).toHaveCount(0);
  await expect(pending.getByRole('link', { name: 'Download fonts (zip)' })).toBeVisible();
  await saveScreenshot(customer, 'orders-refund-pending-1280');
  await customer.setViewportSize(PHONE);
  await saveScreenshot(customer, 'orders-refund-pending-390');
  await customer.setViewportSize(DESKTOP);

  // The sweep reads the refund again; the offline gateway has made it by then.
  expect(serverCommand('sweep')).toContain(
    '- 1 pending refund made by the card processor, credit notes issued',
  );
  await staff.reload();
  await expect(staff.getByRole('list', { name: 'Credit notes' }).getByRole('link')).toHaveCount(1);
  await expect(staff.getByText(/still making this refund:/)).toHaveCount(0);
  const mail = await waitForMail(buyer, (message) => message.subject.startsWith('Credit note'));
  expect(mail.subject).toContain(`(order #${orderId})`);

  // The customer's order reads refunded now, with its credit note, and nothing pending.
  const refunded = await orderInHistory(customer, orderId);
  await expect(refunded.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(refunded.getByText(/pending/)).toHaveCount(0);
  await expect(refunded.getByRole('list', { name: 'Credit notes' }).getByRole('link')).toHaveCount(
    1,
  );
  await customer.close();
  await staff.close();
});
