import type { CartLine } from '../../../domain/cart/CartLine';
import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import { licenceLines } from '../../../domain/cart/licenceLines';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { FACE, PAGE_MARGIN, type PdfInProgress } from './pdfDocument';
import { drawTesterSample } from './testerSampleBlock';
import type { PrintedSample } from '../app/PrintedSample';

const GREY = '#555555';
const PRICE_WIDTH = 110;

/**
 * The lines, each with its licences, its price in `pricesIn` (null: no prices, the
 * certificate) and (where given, same index) the tester set-up it was added with; `notes`
 * adds a line of text under a line's licences (the certificate's "Upgraded by order …").
 */
export function drawCartLines(
  pdf: PdfInProgress,
  lines: readonly Pick<
    CartLine,
    'name' | 'fontClass' | 'priceCents' | 'optionsText' | 'scripts' | 'upgrade' | 'families'
  >[],
  {
    pricesIn,
    samples = [],
    notes = [],
  }: {
    /** The currency symbol the prices are shown with; null: the lines are shown unpriced. */
    pricesIn: string | null;
    samples?: ReadonlyArray<PrintedSample | null>;
    notes?: readonly (string | null)[];
  },
): void {
  const { doc } = pdf;
  const withPrices = pricesIn !== null;
  const textWidth = doc.page.width - 2 * PAGE_MARGIN - (withPrices ? PRICE_WIDTH : 0);
  for (const [index, line] of lines.entries()) {
    if (doc.y > doc.page.height - PAGE_MARGIN - 120) doc.addPage();
    const top = doc.y;
    doc
      .font(pdf.typefaceFor(line.fontClass) ?? FACE.bold)
      .fontSize(14)
      .fillColor('#000000')
      .text(line.name, PAGE_MARGIN, top, { width: textWidth });
    const afterName = doc.y;
    if (pricesIn !== null) {
      doc
        .font(FACE.regular)
        .fontSize(12)
        .text(
          formatMoney(line.priceCents, pricesIn),
          doc.page.width - PAGE_MARGIN - PRICE_WIDTH,
          top + 2,
          {
            width: PRICE_WIDTH,
            align: 'right',
          },
        );
    }
    doc.font(FACE.regular).fontSize(10).fillColor(GREY);
    doc.y = afterName;
    const note = notes[index];
    for (const text of [...licenceLines(line), ...(note ? [note] : [])]) {
      doc.text(text, PAGE_MARGIN, doc.y, { width: textWidth });
    }
    const printed = samples[index];
    if (printed) {
      doc.moveDown(0.4);
      drawTesterSample(pdf, printed.sample, printed.fontFile, printed.link);
    }
    doc.fillColor('#000000').moveDown(0.8);
  }
}

/** Subtotal adjustments and the total: discounts, US sales tax, total. */
export function drawCartTotals(
  pdf: PdfInProgress,
  cart: StoredPricedCart,
  currencySymbol: string,
): void {
  const money = (cents: number) => formatMoney(cents, currencySymbol);
  drawRule(pdf);
  const amounts = [
    ...cart.discounts.map((discount) => ({
      name: discount.name,
      value: discountValue(discount.amountCents, currencySymbol),
    })),
    ...taxRow(cart, currencySymbol),
  ];
  for (const amount of amounts) amountRow(pdf, amount.name, amount.value, FACE.regular, 11);
  amountRow(pdf, cart.total.name, money(cart.total.amountCents), FACE.bold, 14);
}

/** A discount as the cart shows it: what it takes off, as a negative amount. */
export function discountValue(amountCents: number, currencySymbol: string): string {
  return formatMoney(-amountCents, currencySymbol);
}

/**
 * The cart's tax as the cart shows it (VAT, reverse charge or US sales tax); a cart priced
 * before taxes were decided by country has only its US fields.
 */
function taxRow(cart: StoredPricedCart, currencySymbol: string): { name: string; value: string }[] {
  const { tax, legacyUsSalesTax } = cart;
  if (tax?.lineName) {
    return [{ name: tax.lineName, value: formatMoney(tax.amountCents, currencySymbol) }];
  }
  if (!legacyUsSalesTax) return [];
  return [
    {
      name: `US sales tax (${legacyUsSalesTax.ratePercent}%)`,
      value: formatMoney(legacyUsSalesTax.amountCents, currencySymbol),
    },
  ];
}

/** A thin rule across the page above the totals. */
export function drawRule(pdf: PdfInProgress): void {
  const { doc } = pdf;
  const rule = doc.y;
  doc
    .moveTo(PAGE_MARGIN, rule)
    .lineTo(doc.page.width - PAGE_MARGIN, rule)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.6);
}

/** A name on the left, its amount right-aligned in the price column. */
export function amountRow(
  pdf: PdfInProgress,
  name: string,
  value: string,
  face: string,
  size: number,
): void {
  const { doc } = pdf;
  const top = doc.y;
  const width = doc.page.width - 2 * PAGE_MARGIN - PRICE_WIDTH;
  doc.font(face).fontSize(size).text(name, PAGE_MARGIN, top, { width });
  const after = doc.y;
  doc.text(value, doc.page.width - PAGE_MARGIN - PRICE_WIDTH, top, {
    width: PRICE_WIDTH,
    align: 'right',
  });
  doc.y = after;
  doc.moveDown(0.2);
}
