import type { OrderZipFile } from '../app/OrderZipFile';
import { zipInMemory } from './zipInMemory';

export interface OrderZipContents {
  files: readonly OrderZipFile[];
  licenceText: string;
  certificatePdf: Buffer;
  /** What the folders hold (orderZipReadme). */
  readme: string;
}

export const LICENCE_FILE_NAME = 'Licence.txt';
export const CERTIFICATE_FILE_NAME = 'Licence certificate.pdf';
export const README_FILE_NAME = 'README.txt';
/** Already compressed: deflating them again costs time and saves nothing. */
const COMPRESSED_FORMAT = /\.(woff2?|pdf)$/i;

/**
 * The order's download (`GET /orders/{id}/fonts.zip`): the README, the stamped fonts, the
 * EULA text and the licence certificate, built in memory (an order's fonts are a few
 * megabytes).
 */
export async function buildOrderZip(contents: OrderZipContents): Promise<Buffer> {
  return zipInMemory((archive) => {
    archive.append(contents.readme, { name: README_FILE_NAME });
    for (const file of contents.files) {
      archive.append(file.buffer, { name: file.name, store: COMPRESSED_FORMAT.test(file.name) });
    }
    archive.append(contents.licenceText, { name: LICENCE_FILE_NAME });
    archive.append(contents.certificatePdf, { name: CERTIFICATE_FILE_NAME, store: true });
  });
}
