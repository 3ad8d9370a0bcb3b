import { formatMoney } from '../../../domain/pricing/formatMoney';
import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { CreditNote } from '../../orders/app/CreditNote';

/**
 * The customer's notice of a refund, with its credit note attached: its subject names the
 * credit note and the invoice it corrects, so the buyer's bookkeeping finds both.
 */
export function creditNoteMail(
  to: string,
  order: OrderRecord,
  note: CreditNote,
  pdf: Buffer,
  brand: MailBrand & { currencySymbol: string },
): MailMessage {
  const invoice = order.invoiceNumber ?? order.id;
  const total = formatMoney(note.netCents + note.taxCents, brand.currencySymbol);
  const message = composeMail(
    {
      to,
      subject: `Credit note ${note.number} for invoice ${invoice} (order #${order.id})`,
      paragraphs: [
        `Hello ${order.billing.name},`,
        `we have refunded ${total} of your order #${order.id} to the card that paid it. The credit note ${note.number} attached corrects invoice ${invoice}.`,
        'The licences of the refunded lines are revoked: please delete their fonts.',
        `All your orders: ${brand.publicUrl}/user/orders`,
      ],
    },
    brand,
  );
  const attachment = {
    filename: `Credit-note-${note.number}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  };
  return { ...message, attachments: [attachment] };
}
