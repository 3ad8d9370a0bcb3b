import { expect, test } from '@playwright/test';
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
import { saveScreenshot } from './screenshot';
import { serverCommand } from './serverCommand';
import { staffSignIn } from './staffFixture';
import { DESKTOP, PHONE } from './viewports';

/** Stripe's refund test card: the charge succeeds, a refund of it is made, then fails. */
const REFUND_FAILS_LATER_CARD = '4000 0000 0000 5126';

test('staff refund an order whose refund the card processor cannot pay out later: the back office alerts them, and they mark it paid another way', async ({
  browser,
}) => {
  const staff = await browser.newPage({ viewport: DESKTOP });
  await staffSignIn(staff, 'payout-failed-staff');

  const customer = await browser.newPage({ viewport: DESKTOP });
  await addStyleInShop(customer, 'EB Garamond Italic');
  await registerInCheckout(customer, 'payout-failed-buyer');
  await fillAddress(orderForm(customer), 'Hans Muster', SWISS);
  await submitOrderInformation(customer);
  await acceptTerms(customer);
  const orderId = await payAndSucceed(customer, REFUND_FAILS_LATER_CARD);
  await customer.close();

  await staff.goto(`/admin/orders/${orderId}`);
  const section = staff.getByRole('region', { name: 'Refund' });
  await section.getByRole('button', { name: 'Refund the whole order' }).click();
  await section
    .getByRole('group', { name: 'Confirm the refund' })
    .getByRole('button', { name: 'Refund' })
    .click();
  const status = section.getByRole('status');
  await expect(status).toHaveText(/^Refunded \$[\d,.]+; credit note CN-\d{6} is on its way/);
  const done = await status.textContent();
  const [, amount, creditNote] = /^Refunded (\$[\d,.]+); credit note (CN-\d{6}) is on its way/.exec(
    done ?? '',
  ) ?? ['', '', ''];
  expect(creditNote).not.toBe('');
  await expect(staff.getByRole('region', { name: 'Refunds to pay another way' })).toHaveCount(0);

  // The sweep reads the made refund again; the offline gateway has failed it by then.
  expect(serverCommand('sweep')).toContain(
    '- 1 made refund the card processor could not pay out after all, for staff to pay another way',
  );

  await staff.goto('/admin');
  const toPay = staff.getByRole('region', { name: 'Refunds to pay another way' });
  await expect(toPay.getByRole('listitem').filter({ hasText: creditNote })).toContainText(
    `Order ${orderId}: ${creditNote}, ${amount}, not paid out`,
  );
  await toPay.getByRole('link', { name: `Order ${orderId}` }).click();

  const alert = staff.getByRole('region', { name: 'Refunds to pay another way' });
  await expect(alert).toContainText(
    `The card processor could not pay out refund ${creditNote} (${amount}): the money is back in the Stripe balance. Pay the customer another way, then mark it paid.`,
  );
  // The credit note stays, with its PDF.
  await expect(staff.getByRole('list', { name: 'Credit notes' })).toContainText(creditNote);
  await saveScreenshot(staff, 'admin-order-payout-failed-1280');
  await staff.setViewportSize(PHONE);
  await saveScreenshot(staff, 'admin-order-payout-failed-390');
  await staff.setViewportSize(DESKTOP);

  await alert.getByRole('button', { name: 'Mark paid another way' }).click();
  const form = alert.getByRole('form', { name: `Mark ${creditNote} paid another way` });
  await form.getByLabel('How the customer was paid').fill('bank transfer 2026-11-30');
  await saveScreenshot(staff, 'admin-order-payout-marking-1280');
  await form.getByRole('button', { name: 'Mark paid' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    `Refund ${creditNote} (${amount}) is marked paid another way.`,
  );
  await expect(staff.getByRole('button', { name: 'Mark paid another way' })).toHaveCount(0);
  await expect(
    staff.getByRole('list', { name: 'Refunds the card processor did not make' }),
  ).toContainText(/Paid another way on .* UTC by .*: bank transfer 2026-11-30\./);

  await staff.goto('/admin/audit');
  const entries = staff.getByRole('row').filter({ hasText: orderId });
  await expect(entries.filter({ hasText: 'order.refund_payout_failed' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'order.refund_paid_otherwise' })).toHaveCount(1);
  await staff.close();
});
