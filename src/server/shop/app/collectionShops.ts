import { bundlePricing, type BundleFamily } from '../../../domain/pricing/collectionBundle';
import { parseJsonList } from '../../catalogue/app/typefaceRows';
import { collectionPage, type CollectionShop } from './CollectionShop';
import type { FamilyShop } from './FamilyShop';

/** What a collection's shop is built from: its imported row. */
export interface CollectionRow {
  slug: string;
  name: string;
  sections_json: string;
  bundle_multiplication: number | null;
}

interface StoredSection {
  items?: Array<{ typeface?: unknown }>;
}

/**
 * Every collection sold as a bundle, by slug: the families its items name, each once, in
 * the order they first appear, with their shops. A family the shop does not sell is left
 * out, and a collection with no family for sale is not sold.
 */
export function collectionShops(
  rows: readonly CollectionRow[],
  familyShops: ReadonlyMap<string, FamilyShop>,
): Map<string, CollectionShop> {
  const collections = new Map<string, CollectionShop>();
  for (const row of rows) {
    if (row.bundle_multiplication === null) continue;
    const pages = parseJsonList<StoredSection>(row.sections_json).flatMap((section) =>
      (section.items ?? []).flatMap((item) =>
        typeof item.typeface === 'string' ? [item.typeface] : [],
      ),
    );
    const families = [...new Set(pages)].flatMap((page) => {
      const shop = familyShops.get(page);
      const option = shop?.groups.families
        .flatMap((group) => group.options)
        .find((candidate) => !candidate.pro);
      return shop && option ? [{ shop, family: { page, pricing: shop.pricing, option } }] : [];
    });
    const bundle = {
      id: row.slug,
      name: row.name,
      multiplication: row.bundle_multiplication,
      families: families.map(({ family }): BundleFamily => family),
    };
    const pricing = bundlePricing(bundle);
    if (!pricing) continue;
    collections.set(row.slug, {
      slug: row.slug,
      page: collectionPage(row.slug),
      bundle,
      pricing,
      families: families.map(({ shop }) => shop),
    });
  }
  return collections;
}
