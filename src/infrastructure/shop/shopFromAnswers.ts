import type { Shop, ShopOption, ShopOptionGroup } from '../../application/shop/Shop';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import { LICENCE_CATEGORIES, type LicenceSelections } from '../../domain/pricing/LicenceCategory';
import { toWebFontFace } from '../catalogue/CatalogueAnswers';
import type { ShopAnswer, ShopFontsAnswer, ShopOptionAnswer } from './ShopAnswer';

/** Style option ids are '{page}/{style slug}' (src/server/shop/shopOptionIds.ts). */
function facesByOptionId(page: string, fonts: ShopFontsAnswer): Map<string, WebFontFace> {
  const styles = Object.values(fonts.editable?.subfamilies ?? {}).flatMap((s) => s.styles);
  return new Map(styles.map((style) => [`${page}/${style.slug}`, toWebFontFace(style)]));
}

function toOption(answer: ShopOptionAnswer, font: WebFontFace | null): ShopOption {
  return {
    id: answer.id,
    kind: answer.kind,
    name: answer.name,
    styles_no: answer.styles_no,
    styles_no_display: answer.styles_no_display,
    multiplication: answer.multiplication,
    pro: answer.pro,
    font,
  };
}

export function shopFromAnswers(answer: ShopAnswer, fonts: ShopFontsAnswer): Shop {
  const page = answer.family.page;
  const faces = facesByOptionId(page, fonts);
  const font = answer.font ? toWebFontFace(answer.font) : null;
  const packageGroups: ShopOptionGroup[] = [
    {
      kind: 'families',
      name: 'Family',
      options: answer.options.families.map((option) => toOption(option, font)),
    },
    {
      kind: 'subfamilies',
      name: 'Subfamilies',
      options: answer.options.subfamilies.map((option) => toOption(option, font)),
    },
  ];
  const styles: ShopOptionGroup[] = answer.options.subfamilies.map((subfamily) => ({
    kind: 'styles',
    name: subfamily.name,
    options: answer.options.styles
      .filter((style) => style.subfamily_id === subfamily.id)
      .map((style) => toOption(style, faces.get(style.id) ?? null)),
  }));
  const defaults: LicenceSelections = Object.fromEntries(
    LICENCE_CATEGORIES.map((category) => [category, answer.licences[category].default]),
  );
  return {
    familyName: answer.family.name,
    slug: page,
    headerClass: answer.family.class,
    font,
    currencySymbol: answer.settings.currency_symbol,
    pricing: {
      tiers: {
        desktop: answer.licences.desktop.tiers,
        web: answer.licences.web.tiers,
        app: answer.licences.app.tiers,
      },
      style_prices: answer.style_prices,
      scripts: answer.scripts.map(({ id, name, multiplier }) => ({ id, name, multiplier })),
      pro_multiplication: answer.settings.pro_multiplication,
    },
    licences: {
      desktop: answer.licences.desktop,
      web: answer.licences.web,
      app: answer.licences.app,
    },
    defaults,
    defaultScripts: answer.scripts.filter((s) => s.default_applied).map((s) => s.id),
    packages: packageGroups.filter((group) => group.options.length > 0),
    styles: styles.filter((group) => group.options.length > 0),
  };
}
