import { NAME_ID, replaceName, windowsString } from './nameTable';
import { rewriteNames } from './rewriteNames';

export interface LicenceStamp {
  licensee: string;
  orderNumber: string;
  /** The foundry whose EULA the font is licensed under. */
  foundry: string;
}

/** OpenType's "License Description" name. */
export const LICENSE_DESCRIPTION = NAME_ID.licenseDescription;
/** Name ids from 256 up are the font's own; stylistic set names already use some of them. */
const FIRST_FONT_SPECIFIC_NAME_ID = 256;

export function licenceDescription(stamp: LicenceStamp): string {
  return `Licensed to ${stamp.licensee}, order #${stamp.orderNumber}, under the ${stamp.foundry} EULA`;
}

/**
 * The font with its licensee written into the name table, so a font file found in the wild
 * says whose it is: the License Description (every platform's old one is replaced) and the
 * order number in a name id of its own, the first one the font does not use yet. Every
 * other table keeps its bytes (head only gets its new checkSumAdjustment). Stamp before
 * converting to WOFF2.
 */
export function stampLicensee(font: Buffer, stamp: LicenceStamp): Buffer {
  return rewriteNames(font, (records) => {
    const orderNameId =
      Math.max(FIRST_FONT_SPECIFIC_NAME_ID - 1, ...records.map((r) => r.nameID)) + 1;
    return [
      ...replaceName(records, LICENSE_DESCRIPTION, licenceDescription(stamp)),
      windowsString(orderNameId, `Order #${stamp.orderNumber}`),
    ];
  });
}
