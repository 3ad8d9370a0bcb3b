import { LICENCE_CATEGORIES, LICENCE_CATEGORY_NAMES } from '../pricing/LicenceCategory';
import { bundleFamiliesText } from '../pricing/collectionBundle';
import type { CartLine } from './CartLine';

/**
 * A priced line's licence lines as the receipt and the documents word them (docs/spec.md §2):
 * a bundle's families, then one per licensed category, then the extra scripts with a singular
 * or plural label, then the order an upgrade replaces a line of.
 */
export function licenceLines(
  line: Pick<CartLine, 'optionsText' | 'scripts' | 'upgrade' | 'families'>,
): string[] {
  const lines = line.families ? [bundleFamiliesText(line.families)] : [];
  for (const category of LICENCE_CATEGORIES) {
    const text = line.optionsText[category];
    if (text) lines.push(`${LICENCE_CATEGORY_NAMES[category]}: ${text}`);
  }
  if (line.scripts.length > 0) {
    const label = line.scripts.length === 1 ? 'Extra script' : 'Extra scripts';
    lines.push(`${label}: ${line.scripts.join(', ')}`);
  }
  if (line.upgrade) lines.push(`Upgrade of order #${line.upgrade.orderId}`);
  return lines;
}
