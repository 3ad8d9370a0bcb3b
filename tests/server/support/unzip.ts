import { unzipSync } from 'fflate';

/**
 * Every file of a zip, by path, as a person unzipping the download gets them: fflate reads
 * the zip through its central directory like any unzip tool. Shared by every test of a zip.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = unzipSync(new Uint8Array(zip));
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}
