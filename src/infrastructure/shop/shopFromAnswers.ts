import type { Shop, ShopOption, ShopOptionGroup } from '../../application/shop/Shop';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import type { LicenceCategory, LicenceTier } from '../../domain/pricing/LicenceCategory';
import type { OptionKind } from '../../domain/pricing/ShopPricing';
import { specimenNameFace } from '../answers/CatalogueAnswers';
import { toNameFace } from '../answers/typefaceSummaryOf';
import type { SpecimenAnswer } from '../../contract/catalogue/specimen';
import { stylePriceCents, type ShopAnswer } from '../../contract/shop';

type ShopGroupAnswer = ShopAnswer['shop']['styles'][number];

/** Style option ids are '{page}/{style slug}' (src/server/shop/app/shopOptionIds.ts). */
function facesByOptionId(page: string, fonts: SpecimenAnswer): Map<string, WebFontFace> {
  const styles = Object.values(fonts.editable.subfamilies).flatMap((s) => s.styles);
  // A row sets only its name: the style's name subset.
  return new Map(styles.map((style) => [`${page}/${style.slug}`, specimenNameFace(style)]));
}

/** A group as the page lists it; each option is set in `fontOf(its id)`. */
function toGroup(
  kind: OptionKind,
  group: ShopGroupAnswer,
  fontOf: (id: string) => WebFontFace | null,
): ShopOptionGroup {
  return {
    kind,
    name: group.name,
    options: group.options.map((option): ShopOption => ({
      id: option.id,
      kind,
      name: option.name,
      styleCount: option.styles_no,
      stylesNoDisplay: option.styles_no_display,
      multiplication: option.multiplication,
      pro: option.pro,
      includes: option.includes,
      font: fontOf(option.id),
    })),
  };
}

export function shopFromAnswers(answer: ShopAnswer, fonts: SpecimenAnswer): Shop {
  const { settings } = answer;
  const faces = facesByOptionId(answer.slug, fonts);
  const font = answer.font ? toNameFace(answer.font) : null;
  const packageFont = () => font;
  const tiers = (category: LicenceCategory): LicenceTier[] =>
    settings.options[category].map((option) => ({ id: option.id, label: option.name }));
  return {
    familyName: answer.family_name,
    slug: answer.slug,
    headerClass: answer.header_class,
    font,
    formats: answer.formats,
    currencySymbol: settings.currency_symbol,
    pricing: {
      tiers: { desktop: tiers('desktop'), web: tiers('web'), app: tiers('app') },
      stylePriceCents: stylePriceCents(settings.style_prices),
      scripts: answer.scripts.map(({ id, name, multiplier }) => ({ id, name, multiplier })),
      proMultiplication: settings.pro_multiplication,
    },
    licences: settings.licences,
    defaults: settings.defaults,
    defaultScripts: answer.scripts.filter((s) => s.pivot.default_applied).map((s) => s.id),
    packages: [
      ...answer.shop.families.map((group) => toGroup('families', group, packageFont)),
      ...answer.shop.subfamilies.map((group) => toGroup('subfamilies', group, packageFont)),
    ],
    styles: answer.shop.styles.map((group) =>
      toGroup('styles', group, (id) => faces.get(id) ?? null),
    ),
  };
}
