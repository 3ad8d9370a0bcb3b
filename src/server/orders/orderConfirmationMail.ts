import { WITHDRAWAL_CONSENT_RECEIPT } from '../../domain/orders/withdrawalConsent';
import { composeMail, type MailBrand } from '../mail/mailLayout';
import type { MailMessage } from '../mail/Mailer';
import { orderAnswerOf, orderDownloadPaths } from './orderAnswer';
import type { PlacedOrder } from './PlacedOrder';

/**
 * The receipt of a paid order: what was bought, the total, the invoice as a PDF attachment
 * (the buyer keeps it without logging in), and links to the fonts and the invoice. The fonts
 * stay a link: the package is large and built on demand. The links open for the logged-in
 * customer (the site's login cookie), and the orders page lists them again. `invoicePdf` is
 * null only when rendering it failed: the message then goes with the links alone.
 */
export function orderConfirmationMail(
  to: string,
  order: PlacedOrder,
  invoicePdf: Buffer | null,
  brand: MailBrand & { currencySymbol: string },
): MailMessage {
  const answer = orderAnswerOf(order, brand.currencySymbol);
  const downloads = orderDownloadPaths(order.id);
  const lines = answer.cart.map((line) => `${line.name}: ${line.value}`);
  const message = composeMail(
    {
      to,
      subject: `Your ${brand.foundryName} order #${order.id}`,
      paragraphs: [
        `Hello ${answer.licensee.name},`,
        `thank you for your order #${order.id}. Your payment has been received and your licences are ready.`,
        ...(order.jobReference ? [`Your job reference: ${order.jobReference}`] : []),
        ...lines,
        ...answer.discounts.map((discount) => `${discount.name}: ${discount.value}`),
        ...(answer.tax_line ? [`${answer.tax_line.name}: ${answer.tax_line.value}`] : []),
        `${answer.total.name}: ${answer.total.value}`,
        ...(order.withdrawalConsentAt ? [WITHDRAWAL_CONSENT_RECEIPT] : []),
        `Your invoice (PDF): ${brand.publicUrl}${downloads.pdf}`,
        `All your orders: ${brand.publicUrl}/user/orders`,
      ],
      action: { label: 'Download your fonts', url: `${brand.publicUrl}${downloads.zip}` },
      footnote:
        'The download holds the fonts, the licence agreement and your licence certificate. Log in to the site first if the link asks you to.',
    },
    brand,
  );
  if (!invoicePdf) return message;
  const invoice = {
    filename: invoiceAttachmentName(order.id),
    contentType: 'application/pdf',
    content: invoicePdf,
  };
  return { ...message, attachments: [invoice] };
}

/** ASCII and no spaces: some mail clients mangle other attachment names. */
export function invoiceAttachmentName(orderId: string): string {
  return `Invoice-${orderId}.pdf`;
}
