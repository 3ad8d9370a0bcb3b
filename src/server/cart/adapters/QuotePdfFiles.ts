import path from 'node:path';
import { GeneratedFileCache, NEVER_STALE } from '../../catalogue/adapters/files/generatedFileCache';
import type { ServerConfig } from '../../config';
import type { PrintedSample } from '../../documents/app/PrintedSample';
import { foundryDocumentFonts } from '../../documents/adapters/pdfDocument';
import type { ShopCatalogue } from '../../shop/app/ShopCatalogue';
import type { DocumentTask } from '../../documents/documentTasks';
import type { DocumentBuilder } from '../../workers/documentPool';
import type { QuotePdfPaths } from '../app/QuotePdfPaths';
import type { CartQuote } from '../app/QuoteRepository';
import { quoteDocument } from '../app/quoteDocument';

/** Where quote PDFs are cached; the sweep removes those of swept quotes from there too. */
export function quotePdfDirectory(dataDir: string): string {
  return path.join(dataDir, 'files', 'quotes');
}

/**
 * The PDF of a quote under quotePdfDirectory(DATA_DIR), rendered on first download by
 * whichever server is asked (from the quote's row, so every server renders the same document).
 */
export class QuotePdfFiles implements QuotePdfPaths {
  /** Two first downloads of one quote at once render it once. */
  private readonly renders = new GeneratedFileCache();

  constructor(
    private readonly config: ServerConfig,
    private readonly contentDir: string,
    private readonly shops: ShopCatalogue,
    /** Draws the PDF off the request thread. */
    private readonly documents: DocumentBuilder<DocumentTask>,
  ) {}

  pathOf(quote: CartQuote): Promise<string> {
    const file = path.join(quotePdfDirectory(this.config.dataDir), `${quote.id}.pdf`);
    return this.renders.ensure(file, NEVER_STALE, async () =>
      this.documents.build({
        kind: 'quote-pdf',
        document: { ...quoteDocument(quote, this.config), samples: await this.samples(quote) },
        options: {
          fonts: foundryDocumentFonts(this.contentDir),
          typefaceFiles: await this.typefaceFiles(quote),
        },
      }),
    );
  }

  /**
   * Each line's tester set-up, set in the style it was tested in. A quote made before lines
   * carried set-ups has none; a style gone from the content prints the words and link only.
   */
  private async samples(quote: CartQuote): Promise<Array<PrintedSample | null>> {
    return Promise.all(
      quote.cart.items.map(async (item, index) => {
        const tester = quote.testers[index];
        if (!tester) return null;
        const shop = await this.shops.family(item.typefacePage);
        const file = tester.style ? shop?.tester.styleFiles[tester.style.slug] : undefined;
        const { link, ...sample } = tester;
        return {
          sample,
          link: new URL(link, this.config.publicUrl).toString(),
          fontFile: file ? path.join(this.contentDir, file) : null,
        };
      }),
    );
  }

  /** Each line's name is set in its own typeface, found by the family of the line's item. */
  private async typefaceFiles(quote: CartQuote): Promise<Record<string, string>> {
    const files: Record<string, string> = {};
    for (const item of quote.cart.items) {
      const shop = await this.shops.family(item.typefacePage);
      if (shop?.regularFontFile) {
        files[shop.family.class] = path.join(this.contentDir, shop.regularFontFile);
      }
    }
    return files;
  }
}
