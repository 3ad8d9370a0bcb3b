import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The EULA every sale is made under; a copy goes with each order as it stood that day. */
export function eulaPath(contentDir: string): string {
  return path.join(contentDir, 'licences', 'eula.txt');
}

/**
 * The EULA's text. Checkout reads it before the card is charged, so that nothing read from
 * disk stands between a charge and a paid order.
 */
export async function readLicenceText(contentDir: string): Promise<string> {
  return readFile(eulaPath(contentDir), 'utf8');
}
