import type { CartViewLine } from '../../../application/cart/CartView';
import { bundleFamiliesText } from '../../../domain/pricing/collectionBundle';
import {
  LICENCE_CATEGORIES,
  LICENCE_CATEGORY_NAMES,
} from '../../../domain/pricing/LicenceCategory';

/**
 * What a cart line licenses, one phrase per row: a bundle's 'Families: …', 'Desktop: 1–5
 * computers', 'Extra scripts: Greek'.
 */
export function licenceLines(line: CartViewLine): string[] {
  const licences = LICENCE_CATEGORIES.flatMap((category) => {
    const text = line.optionsText[category];
    return text ? [`${LICENCE_CATEGORY_NAMES[category]}: ${text}`] : [];
  });
  const scripts = line.scripts.length > 0 ? [`Extra scripts: ${line.scripts.join(', ')}`] : [];
  const upgrade = line.upgradeOf ? [`Upgrade of order #${line.upgradeOf}`] : [];
  const families = line.families ? [bundleFamiliesText(line.families)] : [];
  return [...families, ...licences, ...scripts, ...upgrade];
}
