import type { CartViewLine } from '../../../application/cart/CartView';
import { bundleFamiliesText } from '../../../domain/pricing/collectionBundle';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../../domain/pricing/LicenceCategory';

const CATEGORY_LABELS: Readonly<Record<LicenceCategory, string>> = {
  desktop: 'Desktop',
  web: 'Web',
  app: 'App',
};

/**
 * What a cart line licenses, one phrase per row: a bundle's 'Families: …', 'Desktop: 1–5
 * computers', 'Extra scripts: Greek'.
 */
export function licenceLines(line: CartViewLine): string[] {
  const licences = LICENCE_CATEGORIES.flatMap((category) => {
    const text = line.optionsText[category];
    return text ? [`${CATEGORY_LABELS[category]}: ${text}`] : [];
  });
  const scripts = line.scripts.length > 0 ? [`Extra scripts: ${line.scripts.join(', ')}`] : [];
  const upgrade = line.upgradeOf ? [`Upgrade of order #${line.upgradeOf}`] : [];
  const families = line.families ? [bundleFamiliesText(line.families)] : [];
  return [...families, ...licences, ...scripts, ...upgrade];
}
