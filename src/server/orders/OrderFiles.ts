import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { writeFileAtomically } from '../catalogue/files/writeFileAtomically';
import type { ServerConfig } from '../config';
import type { Database } from '../database/schema';
import { foundryDetails } from '../documents/FoundryDetails';
import { renderInvoicePdf } from '../documents/invoicePdf';
import { renderLicenceCertificatePdf } from '../documents/licenceCertificatePdf';
import { foundryDocumentFonts } from '../documents/pdfDocument';
import { buildOrderZip, type OrderZipFile } from '../fontLicensing/buildOrderZip';
import { stampLicensee } from '../fontLicensing/stampLicensee';
import { toWoff2 } from '../fontLicensing/toWoff2';
import { pricedCartOf } from './orderAnswer';
import { licenseeName, type OrderParty } from './OrderParty';
import type { OrderRow } from './OrderStore';
import { purchasedStyles } from './purchasedStyles';

/** The last four digits of the card that paid, when the card processor tells them. */
export type CardLast4Lookup = (paymentMethodId: string) => Promise<string | null>;

/** Shown instead of the digits when the processor keeps them to itself. */
const UNKNOWN_CARD_DIGITS = '••••';

/**
 * A paid order's downloads, built on first request by whichever server is asked and kept
 * under DATA_DIR/files/orders (a cache: everything comes from the order's row and the
 * content, so deleting the folder loses nothing). A paid order never changes, so neither
 * do its files.
 */
export class OrderFiles {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: ServerConfig,
    private readonly contentDir: string,
    private readonly cardLast4: CardLast4Lookup,
  ) {}

  async fontsZip(order: OrderRow): Promise<string> {
    return this.cached(`${order.id}.zip`, () => this.buildZip(order));
  }

  async invoicePdf(order: OrderRow): Promise<string> {
    return this.cached(`${order.id}-invoice.pdf`, () => this.renderInvoice(order));
  }

  /**
   * The invoice of a paid order, uncached: the download above and the confirmation e-mail's
   * attachment (OrderSettlement) both come from here, so they are the same document.
   */
  async renderInvoice(order: OrderRow): Promise<Buffer> {
    const last4 = order.payment_method_id ? await this.cardLast4(order.payment_method_id) : null;
    const licensee = JSON.parse(order.licensee_json) as OrderParty;
    return renderInvoicePdf(
      {
        foundry: foundryDetails(this.config),
        invoiceNumber: order.id,
        orderNumber: order.id,
        date: order.paid_at ?? order.created_at,
        billedTo: JSON.parse(order.billing_json) as OrderParty,
        thirdParty: order.third_party_order === 1 ? licensee : null,
        cart: pricedCartOf(order),
        currencySymbol: this.config.currencySymbol,
        cardLast4: last4 ?? UNKNOWN_CARD_DIGITS,
      },
      { fonts: foundryDocumentFonts(this.contentDir) },
    );
  }

  private async buildZip(order: OrderRow): Promise<Buffer> {
    const cart = pricedCartOf(order);
    const licensee = licenseeName(JSON.parse(order.licensee_json) as OrderParty);
    const stamp = { licensee, orderNumber: order.id, foundry: this.config.foundryName };
    const files: OrderZipFile[] = [];
    for (const style of await purchasedStyles(this.db, cart.items)) {
      const stamped = stampLicensee(await readFile(path.join(this.contentDir, style.file)), stamp);
      if (style.installable) {
        files.push({
          name: `${style.familyName}/Desktop and App/${path.basename(style.file)}`,
          buffer: stamped,
        });
      }
      if (style.web) {
        const woff2Name = `${path.basename(style.file, path.extname(style.file))}.woff2`;
        files.push({
          name: `${style.familyName}/Web/${woff2Name}`,
          buffer: await toWoff2(stamped),
        });
      }
    }
    const certificatePdf = await renderLicenceCertificatePdf(
      {
        foundry: foundryDetails(this.config),
        licensee,
        orderNumber: order.id,
        date: order.paid_at ?? order.created_at,
        lines: cart.cart,
      },
      { fonts: foundryDocumentFonts(this.contentDir) },
    );
    return buildOrderZip({ files, licenceText: order.licence_text ?? '', certificatePdf });
  }

  private async cached(name: string, build: () => Promise<Buffer>): Promise<string> {
    const file = path.join(this.config.dataDir, 'files', 'orders', name);
    if (!existsSync(file)) await writeFileAtomically(file, await build());
    return file;
  }
}
