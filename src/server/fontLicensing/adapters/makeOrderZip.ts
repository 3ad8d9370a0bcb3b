import { BuiltFontCache } from './builtFontCache';
import { buildOrderZip } from './buildOrderZip';
import type { DeliveredStyle } from '../app/deliveredStyle';
import { orderFontFiles } from './orderFontFiles';
import { orderZipReadme } from '../app/orderZipReadme';
import type { LicenceStamp } from '../app/stampLicensee';

/** Everything one order's zip is made from; plain data, so it crosses threads. */
export interface OrderZipJob {
  kind: 'order-zip';
  styles: DeliveredStyle[];
  stamp: LicenceStamp;
  licenceText: string;
  certificatePdf: Uint8Array;
  /** Where subsets and instances are kept between orders (builtFontsDirectory), or null. */
  fontCacheDir: string | null;
}

/**
 * The whole zip of an order's download from its job: seconds of CPU (HarfBuzz, WOFF2), so the
 * server calls it off its own thread (orderZipWorker).
 */
export async function makeOrderZip(job: OrderZipJob): Promise<Buffer> {
  const files = await orderFontFiles(job.styles, job.stamp, new BuiltFontCache(job.fontCacheDir));
  // Buffers cross threads as plain Uint8Arrays.
  const pdf = job.certificatePdf;
  return buildOrderZip({
    files,
    licenceText: job.licenceText,
    certificatePdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    readme: orderZipReadme(
      {
        foundry: job.stamp.foundry,
        licensee: job.stamp.licensee,
        orderNumber: job.stamp.orderNumber,
      },
      job.styles,
      files,
    ),
  });
}
