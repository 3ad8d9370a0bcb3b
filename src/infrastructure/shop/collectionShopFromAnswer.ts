import type { CollectionBundleShop } from '../../application/shop/CollectionBundleShop';
import type { LicenceCategory, LicenceTier } from '../../domain/pricing/LicenceCategory';
import { BUNDLE_FONT_CLASS } from '../../domain/pricing/collectionBundle';
import { stylePriceCents, type CollectionShopAnswer } from '../../contract/shop';

/** The collection's bundle and its licence choices, in the shapes the domain prices. */
export function collectionShopFromAnswer(answer: CollectionShopAnswer): CollectionBundleShop {
  const { settings } = answer;
  const tiers = (category: LicenceCategory): LicenceTier[] =>
    settings.options[category].map((option) => ({ id: option.id, label: option.name }));
  const sharedTiers = { desktop: tiers('desktop'), web: tiers('web'), app: tiers('app') };
  const families = answer.families.map((family) => ({
    page: family.page,
    pricing: {
      tiers: sharedTiers,
      stylePriceCents: stylePriceCents(family.style_prices),
      scripts: family.scripts,
      proMultiplication: settings.pro_multiplication,
    },
    option: {
      id: family.option.id,
      kind: 'families' as const,
      name: family.option.name,
      styleCount: family.option.styles_no,
      multiplication: family.option.multiplication,
      pro: family.option.pro,
      includes: family.option.includes ?? {},
    },
  }));
  const scripts = answer.scripts.map(({ id, name, multiplier }) => ({ id, name, multiplier }));
  const count = answer.bundle.styles_no;
  return {
    shop: {
      familyName: answer.collection_name,
      slug: answer.slug,
      // A bundle spans several faces: its name is set in the site's own (BUNDLE_FONT_CLASS).
      headerClass: BUNDLE_FONT_CLASS,
      font: null,
      formats: null,
      currencySymbol: settings.currency_symbol,
      pricing: {
        tiers: sharedTiers,
        // Unused for a bundle, which each family prices with its own (collectionBundlePrice).
        stylePriceCents: families[0]?.pricing.stylePriceCents ?? {
          desktop: [],
          web: [],
          app: [],
        },
        scripts,
        proMultiplication: settings.pro_multiplication,
      },
      licences: settings.licences,
      defaults: settings.defaults,
      defaultScripts: answer.scripts.filter((s) => s.pivot.default_applied).map((s) => s.id),
      packages: [],
      styles: [],
    },
    bundle: {
      id: answer.bundle.id,
      name: answer.bundle.name,
      multiplication: answer.bundle.multiplication,
      families,
    },
    stylesNoDisplay: `${count} ${count === 1 ? 'style' : 'styles'}`,
  };
}
