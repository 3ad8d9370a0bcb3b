import { readdir, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { GeneratedFileCache, NEVER_STALE } from '../../catalogue/adapters/files/generatedFileCache';
import type { ServerConfig } from '../../config';
import { foundryIdentity } from '../../foundry/app/FoundryIdentity';
import type { DocumentTask } from '../../documents/documentTasks';
import { renderCreditNotePdf } from '../../documents/adapters/creditNotePdf';
import type { CreditNote } from '../app/CreditNote';
import { foundryDocumentFonts } from '../../documents/adapters/pdfDocument';
import type { DocumentPools } from '../../documents/documentTasks';
import type { UpgradedLines } from '../app/UpgradedLines';
import { readLicenceText } from './licenceText';
import type { OrderRecord } from '../app/OrderRecord';
import { licenseeName } from '../app/OrderParty';
import type { OrderRepository } from '../app/OrderRepository';
import { builtFontsDirectory } from '../../fontLicensing/adapters/builtFontCache';
import type { DeliveredStyle } from '../../fontLicensing/app/deliveredStyle';
import type { PurchasedStyles } from '../app/PurchasedStyles';
import { NO_PAYMENT_METHOD } from '../../payments/app/NoChargeGateway';

/** The last four digits of the card that paid, when the card processor tells them. */
export type CardLast4Lookup = (paymentMethodId: string) => Promise<string | null>;

/** Where an order's files come from: the order, its upgrades, the fonts it bought. */
export interface OrderFileSources {
  orders: Pick<OrderRepository, 'find'>;
  upgrades: UpgradedLines;
  styles: PurchasedStyles;
}

/** Shown instead of the digits when the processor keeps them to itself. */
const UNKNOWN_CARD_DIGITS = '••••';

/** Where order downloads are cached; the sweep removes those not downloaded for a while. */
export function orderFilesDirectory(dataDir: string): string {
  return path.join(dataDir, 'files', 'orders');
}

/**
 * A paid order's downloads, built on first request by whichever server is asked and kept
 * under orderFilesDirectory(DATA_DIR) (a cache: everything comes from the order's row and
 * the content, so deleting the folder, or the sweep removing a file, loses nothing). A paid
 * order never changes, so neither do its files, but for the certificate's note of a later
 * upgrade (fontsZip) and a licensee the back office corrected: each names files of its own.
 */
export class OrderFiles {
  /** Simultaneous first downloads of one file wait for one build instead of each making it. */
  private readonly builds = new GeneratedFileCache();

  constructor(
    private readonly sources: OrderFileSources,
    private readonly config: ServerConfig,
    private readonly contentDir: string,
    private readonly cardLast4: CardLast4Lookup,
    private readonly makers: DocumentPools,
  ) {}

  /**
   * An upgrade changes what an earlier order's certificate must say (docs/shop.md "Upgrades"), so
   * the zip of an order with upgraded lines is a file of its own per set of upgrades.
   */
  async fontsZip(orderId: string): Promise<string> {
    const order = await this.order(orderId);
    const upgradedBy = (await this.sources.upgrades.upgradedBy([order.id])).get(order.id);
    const upgraded = upgradedBy ? `-upgraded-${[...upgradedBy.values()].sort().join('-')}` : '';
    // A refund revokes its lines' licences (docs/back-office.md "Refunds"): the zip of a
    // partly refunded order is a file of its own without them.
    const refunded = order.refundedLines.length
      ? `-refunded-${[...order.refundedLines].sort((a, b) => a - b).join('-')}`
      : '';
    return this.cached(`${filePrefix(order)}${upgraded}${refunded}.zip`, () =>
      this.buildZip(withoutRefundedLines(order), upgradedBy && keptIndexes(order, upgradedBy)),
    );
  }

  /** The order's full record, for a document that needs its billing party (a credit note). */
  orderRecord(orderId: string): Promise<OrderRecord | undefined> {
    return this.sources.orders.find(orderId);
  }

  /** A refund's credit note, rendered when asked for (the mail's attachment and the downloads). */
  async renderCreditNote(order: OrderRecord, note: CreditNote): Promise<Buffer> {
    return renderCreditNotePdf(
      {
        foundry: foundryIdentity(this.config),
        creditNoteNumber: note.number,
        issueDate: note.issuedAt,
        invoiceNumber: order.invoiceNumber ?? order.id,
        invoiceDate: order.paidAt ?? order.createdAt,
        orderNumber: order.id,
        billedTo: order.billing,
        thirdParty:
          order.thirdPartyOrder && !sameParty(order.billing, order.licensee)
            ? order.licensee
            : null,
        lines: note.lines.map((line) => ({
          name: order.pricedCart.lines[line.line]?.name ?? `Line ${line.line + 1}`,
          netCents: line.netCents,
          taxCents: line.taxCents,
        })),
        netCents: note.netCents,
        taxCents: note.taxCents,
        tax: order.invoiceTax,
        taxEurCents: note.taxEurCents,
        inPounds: note.inPounds,
        currency: order.currency,
        currencySymbol: this.config.currencySymbol,
      },
      { fonts: foundryDocumentFonts(this.contentDir) },
    );
  }

  /** The download: refused with a 503 at once when the PDF pool's queue is full. */
  async invoicePdf(orderId: string): Promise<string> {
    const order = await this.order(orderId);
    return this.cached(`${filePrefix(order)}-invoice.pdf`, async () =>
      this.makers.pdfs.build(await this.invoiceTask(order)),
    );
  }

  /**
   * The invoice of a paid order, uncached, for the confirmation e-mail (OrderSettlement) and
   * the back office: no visitor waits on it, so a full queue is waited out, not refused. The
   * download above comes from the same task, so they are the same document.
   */
  async renderInvoice(order: OrderRecord): Promise<Buffer> {
    return this.makers.pdfs.buildWhenRoom(await this.invoiceTask(order));
  }

  private async invoiceTask(order: OrderRecord): Promise<DocumentTask> {
    const nothingDue = order.paymentMethodId === NO_PAYMENT_METHOD;
    const last4 =
      order.paymentMethodId && !nothingDue ? await this.cardLast4(order.paymentMethodId) : null;
    return {
      kind: 'invoice-pdf',
      document: {
        foundry: foundryIdentity(this.config),
        // Orders paid before invoice numbers existed were numbered by migration 0960.
        invoiceNumber: order.invoiceNumber ?? order.id,
        orderNumber: order.id,
        issueDate: order.paidAt ?? order.createdAt,
        supplyDate: order.paidAt ?? order.createdAt,
        jobReference: order.jobReference,
        billedTo: order.billing,
        // The licensee beside the billed party, unless the licensee is the one invoiced.
        thirdParty:
          order.thirdPartyOrder && !sameParty(order.billing, order.licensee)
            ? order.licensee
            : null,
        cart: order.pricedCart,
        tax: order.invoiceTax,
        currency: order.currency,
        currencySymbol: this.config.currencySymbol,
        cardLast4: nothingDue ? null : (last4 ?? UNKNOWN_CARD_DIGITS),
      },
      options: { fonts: foundryDocumentFonts(this.contentDir) },
    };
  }

  /**
   * The fonts of the order's licences, each holding the scripts it licenses and stamped with
   * the licensee (orderFontFiles), a README, the EULA and the licence certificate. Subsetting,
   * stamping, compressing and zipping are made in the zip pool's threads, the certificate in
   * the PDF pool's: a web-licensed family would otherwise hold this thread, and every other
   * request, for seconds. A full queue answers the download 503 with Retry-After: the paid
   * order stays paid and its zip is made when the customer tries again.
   */
  private async buildZip(
    order: OrderRecord,
    upgradedBy: ReadonlyMap<number, string> | undefined,
  ): Promise<Buffer> {
    const cart = order.pricedCart;
    const licensee = licenseeName(order.licensee);
    const styles: DeliveredStyle[] = (await this.sources.styles.stylesOf(cart.items)).map(
      (style) => ({
        familyName: style.familyName,
        path: path.resolve(this.contentDir, style.file),
        desktop: style.desktop,
        web: style.web,
      }),
    );
    const certificatePdf = await this.makers.pdfs.build({
      kind: 'licence-certificate-pdf',
      document: {
        foundry: foundryIdentity(this.config),
        licensee,
        orderNumber: order.id,
        date: order.paidAt ?? order.createdAt,
        jobReference: order.jobReference,
        lines: cart.lines,
        scripts: await this.sources.styles.scriptsOf(cart.items),
        upgradedBy,
      },
      options: { fonts: foundryDocumentFonts(this.contentDir) },
    });
    return this.makers.zips.build({
      kind: 'order-zip',
      styles,
      stamp: { licensee, orderNumber: order.id, foundry: this.config.foundryName },
      // Orders claimed before migration 0800 were given their EULA only when paid.
      licenceText: order.licenceText ?? (await readLicenceText(this.contentDir)),
      certificatePdf,
      fontCacheDir: builtFontsDirectory(this.config.dataDir),
    });
  }

  /**
   * Removes the order's cached downloads, whatever they were built for: after a licensee
   * correction (OrderDesk) the next download is built again. The files of a correction are
   * named apart already (filePrefix), so this only frees the room the old ones took.
   */
  async dropCached(orderId: string): Promise<void> {
    const directory = orderFilesDirectory(this.config.dataDir);
    let names: string[];
    try {
      names = await readdir(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const ofOrder = names.filter(
      (name) => name.startsWith(`${orderId}.`) || name.startsWith(`${orderId}-`),
    );
    await Promise.all(ofOrder.map((name) => rm(path.join(directory, name), { force: true })));
  }

  /** The order: its files are made from what it stored (OwnOrders found it first). */
  private async order(orderId: string): Promise<OrderRecord> {
    const order = await this.sources.orders.find(orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    return order;
  }

  private async cached(name: string, build: () => Promise<Buffer>): Promise<string> {
    const file = path.join(orderFilesDirectory(this.config.dataDir), name);
    await markDownloaded(file);
    return this.builds.ensure(file, NEVER_STALE, build);
  }
}

/**
 * The sweep keeps a cached file ORDER_FILES_CACHE_DAYS after its last download, read from its
 * mtime, so a file a customer keeps downloading stays. Marked before it is looked up, so a
 * sweep that reads the time from now on leaves it alone; a file not built yet has no time.
 */
async function markDownloaded(file: string): Promise<void> {
  const now = new Date();
  try {
    await utimes(file, now, now);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * The start of an order's cached file names: the order number, and the time of its last
 * licensee correction, so files printed with an earlier licensee are never served again.
 */
function filePrefix(order: OrderRecord): string {
  const reissued = order.documentsReissuedAt;
  return reissued ? `${order.id}-reissued-${reissued.replace(/\D/g, '')}` : order.id;
}

/** The order as far as its licences stand: without the lines a refund revoked. */
function withoutRefundedLines(order: OrderRecord): OrderRecord {
  if (order.refundedLines.length === 0) return order;
  const kept = (_: unknown, index: number) => !order.refundedLines.includes(index);
  const cart = order.pricedCart;
  return {
    ...order,
    pricedCart: { ...cart, lines: cart.lines.filter(kept), items: cart.items.filter(kept) },
  };
}

/** `byLine` keyed by the kept lines' new places, as withoutRefundedLines numbers them. */
function keptIndexes<T>(order: OrderRecord, byLine: ReadonlyMap<number, T>): Map<number, T> {
  const kept = order.pricedCart.lines
    .map((_, index) => index)
    .filter((index) => !order.refundedLines.includes(index));
  const renumbered = new Map<number, T>();
  kept.forEach((index, place) => {
    const value = byLine.get(index);
    if (value !== undefined) renumbered.set(place, value);
  });
  return renumbered;
}

function sameParty(a: OrderRecord['billing'], b: OrderRecord['licensee']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
