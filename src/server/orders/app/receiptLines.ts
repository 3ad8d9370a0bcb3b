import type { OrderAnswer } from '../../../contract/orderAnswers';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { licenceLines } from '../../../domain/cart/licenceLines';
import { escapeHtml } from '../../markup/escapeHtml';
import type { MailBlock } from '../../mail/app/mailLayout';
import type { PlacedOrder } from './PlacedOrder';

const RULE = 'border-top:1px solid #ddd';
const CELL = `padding:12px 0;${RULE};vertical-align:top`;
const AMOUNT = `padding:12px 0 12px 16px;${RULE};vertical-align:top;text-align:right;white-space:nowrap`;

/** A figure of the receipt below its lines: a discount, the tax, the total, a payment note. */
interface ReceiptFigure {
  name: string;
  value: string;
  strong?: boolean;
}

/**
 * What a receipt lists (docs/invoices.md "The receipt e-mail"): each line with the licence tiers and
 * extra scripts it licenses, worded as the success page and the invoice word them
 * (licenceLines), its price, then the discounts, the tax and the total. Plain text for the
 * text part; for the HTML part a table of inline styles only, the one layout every mail
 * client renders, one column of names and one of amounts that stays readable on a phone.
 */
export function receiptLines(
  order: Pick<PlacedOrder, 'pricedCart'>,
  answer: Pick<OrderAnswer, 'discounts' | 'tax_line' | 'total'>,
  notes: readonly string[],
  currencySymbol: string,
): MailBlock {
  const lines = order.pricedCart.lines.map((line) => ({
    name: line.name,
    value: formatMoney(line.priceCents, currencySymbol),
    licences: licenceLines(line),
  }));
  const figures: ReceiptFigure[] = [
    ...answer.discounts,
    ...(answer.tax_line ? [answer.tax_line] : []),
    { ...answer.total, strong: true },
  ];

  const text = [
    ...lines.map((line) =>
      [`${line.name}: ${line.value}`, ...line.licences.map((licence) => `  ${licence}`)].join('\n'),
    ),
    figures.map((figure) => `${figure.name}: ${figure.value}`).join('\n'),
    ...notes,
  ].join('\n\n');

  const lineRows = lines.map(
    (line) =>
      `<tr><td style="${CELL}"><strong style="font-size:16px">${escapeHtml(line.name)}</strong>` +
      (line.licences.length
        ? `<br><span style="font-size:14px;line-height:1.6;color:#555">${line.licences.map(escapeHtml).join('<br>')}</span>`
        : '') +
      `</td><td style="${AMOUNT}">${escapeHtml(line.value)}</td></tr>`,
  );
  const figureRows = figures.map((figure) => {
    const weight = figure.strong ? 'font-weight:bold;font-size:17px;' : '';
    return (
      `<tr><td style="${CELL};${weight}">${escapeHtml(figure.name)}</td>` +
      `<td style="${AMOUNT};${weight}">${escapeHtml(figure.value)}</td></tr>`
    );
  });
  const noteRows = notes.map(
    (note) =>
      `<tr><td colspan="2" style="padding:4px 0 0;font-size:14px;color:#555">${escapeHtml(note)}</td></tr>`,
  );
  const html =
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ' +
    'style="border-collapse:collapse;width:100%;margin:0 0 24px;font-size:15px">' +
    [...lineRows, ...figureRows, ...noteRows].join('') +
    '</table>';
  return { text, html };
}
