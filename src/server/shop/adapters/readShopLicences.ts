import path from 'node:path';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../../domain/pricing/LicenceCategory';
import { asFields, ContentError, fieldReader } from '../../content/app/contentFields';
import { readYamlFile } from '../../content/adapters/contentFiles';
import type { ShopLicence } from '../app/FamilyShop';
import type { ShopPriceList } from '../app/shopPriceList';

/**
 * Reads content/shop/licences.yaml (tiers per category, extra scripts, option factors) into
 * the price list; a missing or mistyped field stops the import with the file and field named.
 */
export async function readShopLicences(contentDir: string): Promise<ShopPriceList> {
  const source = path.join(contentDir, 'shop', 'licences.yaml');
  const licences = fieldReader(asFields(await readYamlFile(source), source), source);
  const categories = asFields(licences.raw('categories'), `${source} "categories"`);

  const byCategory = {} as Record<LicenceCategory, ShopLicence>;
  for (const category of LICENCE_CATEGORIES) {
    const where = `${source} categories.${category}`;
    const fields = fieldReader(asFields(categories[category], where), where);
    const tiers = fields.list('tiers').map((item) => {
      const tier = fieldReader(asFields(item, where), where);
      return { id: tier.text('id'), label: tier.text('name') };
    });
    if (tiers.length === 0) throw new ContentError(where, 'lists no tiers');
    const defaultTier = fields.optionalText('default');
    const defaultIndex = tiers.findIndex((tier) => tier.id === defaultTier);
    if (defaultTier !== null && defaultIndex < 0) {
      throw new ContentError(where, `default "${defaultTier}" is not one of its tiers`);
    }
    byCategory[category] = {
      name: fields.text('name'),
      description: fields.text('description'),
      unit: fields.text('unit'),
      tiers,
      default: defaultTier === null ? null : defaultIndex,
    };
  }

  const scriptNames = new Map<string, string>();
  for (const item of licences.list('scripts')) {
    const script = fieldReader(asFields(item, source), source);
    const id = script.text('id');
    // The scripts table is keyed by id: a second entry would not be kept.
    if (scriptNames.has(id)) throw new ContentError(source, `script "${id}" is listed twice`);
    scriptNames.set(id, script.text('name'));
  }

  return {
    licences: byCategory,
    scriptNames,
    package_multiplication: positiveNumber(licences.raw('package_multiplication'), source),
    single_style_multiplication: positiveNumber(
      licences.raw('single_style_multiplication'),
      source,
    ),
  };
}

function positiveNumber(value: unknown, source: string): number {
  if (typeof value !== 'number' || !(value > 0)) {
    throw new ContentError(source, 'multiplications must be positive numbers');
  }
  return value;
}
