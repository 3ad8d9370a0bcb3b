import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  LICENCE_CATEGORIES,
  type LicenceCategory,
} from '../../../src/domain/pricing/LicenceCategory';
import { toCents } from '../../../src/domain/pricing/money';
import type { ShopPricing } from '../../../src/domain/pricing/ShopPricing';
import { loadConfig } from '../../../src/server/config';

/**
 * The shop's facts read straight from content/ (not through the server), so tests compare
 * the API with the foundry's own files.
 */
const CONTENT = path.resolve(__dirname, '../../../content');

interface LicencesYaml {
  package_multiplication: number;
  single_style_multiplication: number;
  categories: Record<LicenceCategory, { name: string; tiers: { id: string; name: string }[] }>;
  scripts: { id: string; name: string }[];
}

interface TypefaceYaml {
  name: string;
  class: string;
  style_prices: Record<LicenceCategory, Record<string, number>>;
  scripts: { id: string; multiplier: number }[];
}

export function licencesYaml(): LicencesYaml {
  return parse(readFileSync(path.join(CONTENT, 'shop', 'licences.yaml'), 'utf8')) as LicencesYaml;
}

export function typefaceYaml(page: string): TypefaceYaml {
  const file = path.join(CONTENT, 'typefaces', page, 'typeface.yaml');
  return parse(readFileSync(file, 'utf8')) as TypefaceYaml;
}

export function fontFileCount(page: string): number {
  return readdirSync(path.join(CONTENT, 'typefaces', page)).filter((name) => /\.ttf$/.test(name))
    .length;
}

/** The domain's ShopPricing as the yaml files (and the default configuration) define it (for families whose fonts hold every listed script). */
export function pricingFromContent(page: string): ShopPricing {
  const licences = licencesYaml();
  const typeface = typefaceYaml(page);
  const tiers = {} as Record<LicenceCategory, { id: string; label: string }[]>;
  const stylePrices = {} as Record<LicenceCategory, number[]>;
  for (const category of LICENCE_CATEGORIES) {
    const list = licences.categories[category].tiers;
    tiers[category] = list.map((tier) => ({ id: tier.id, label: tier.name }));
    stylePrices[category] = list.map((tier) =>
      toCents(typeface.style_prices[category][tier.id] ?? NaN),
    );
  }
  return {
    tiers,
    // The yaml writes currency units; the domain prices in cents.
    stylePriceCents: stylePrices,
    scripts: typeface.scripts.map((script) => ({
      id: script.id,
      name: licences.scripts.find((known) => known.id === script.id)?.name ?? script.id,
      multiplier: script.multiplier,
    })),
    // Not content: the environment's PRO_MULTIPLICATION, here its default.
    proMultiplication: loadConfig({}).proMultiplication,
  };
}
