import { WITHDRAWAL_CONSENT_RECEIPT } from '../../../domain/orders/withdrawalConsent';
import { NO_PAYMENT_DUE } from '../../documents/app/InvoiceDocument';
import { composeMail, mailLink, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';
import { NO_PAYMENT_METHOD } from '../../payments/app/NoChargeGateway';
import { orderAnswerOf, orderDownloadPaths } from './orderAnswer';
import type { OrderRecord } from './OrderRecord';
import type { PlacedOrder } from './PlacedOrder';
import { receiptLines } from './receiptLines';

/**
 * The receipt of a paid order: what was bought, with each line's licence tiers and extra
 * scripts, the discounts and the total (receiptLines), the invoice as a PDF attachment (the
 * buyer keeps it without logging in), and links to the fonts, the invoice and the orders
 * page, as real links in the HTML part and as addresses in the plain-text part. The fonts stay
 * a link: the package is large and built on demand. A link opened while logged out leads to
 * the login page and on to the download (docs/security.md "Links from e-mails"). An order
 * with nothing to pay (a 100 % code) says so instead of thanking for a payment.
 * `invoicePdf` is null only when rendering it failed: the message then goes with the links alone.
 */
export function orderConfirmationMail(
  to: string,
  order: PlacedOrder & Pick<OrderRecord, 'paymentMethodId'>,
  invoicePdf: Buffer | null,
  brand: MailBrand & { currencySymbol: string },
): MailMessage {
  const answer = orderAnswerOf(order, brand.currencySymbol);
  const downloads = orderDownloadPaths(order.id);
  const nothingDue = order.paymentMethodId === NO_PAYMENT_METHOD;
  const message = composeMail(
    {
      to,
      subject: `Your ${brand.foundryName} order #${order.id}`,
      paragraphs: [
        `Hello ${answer.licensee.name},`,
        nothingDue
          ? `thank you for your order #${order.id}. Your licences are ready.`
          : `thank you for your order #${order.id}. Your payment has been received and your licences are ready.`,
        ...(order.jobReference ? [`Your job reference: ${order.jobReference}`] : []),
        receiptLines(order, answer, nothingDue ? [NO_PAYMENT_DUE] : [], brand.currencySymbol),
        ...(order.withdrawalConsentAt ? [WITHDRAWAL_CONSENT_RECEIPT] : []),
        mailLink('Your invoice (PDF)', `${brand.publicUrl}${downloads.pdf}`),
        mailLink('All your orders', `${brand.publicUrl}/user/orders`),
      ],
      action: { label: 'Download your fonts', url: `${brand.publicUrl}${downloads.zip}` },
      footnote:
        'The download holds the fonts, the licence agreement and your licence certificate. If the link asks you to log in, the download starts once you have.',
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
