import type { CartItem } from '../../../src/application/cart/CartItem';
import type { Shop, ShopOption } from '../../../src/application/shop/Shop';
import { shop as pricing } from '../../domain/pricing/shopFixture';

const option = (
  fields: Omit<ShopOption, 'font' | 'pro' | 'stylesNoDisplay' | 'multiplication'>,
): ShopOption => ({
  ...fields,
  // The price list's factors (content/shop/licences.yaml).
  multiplication: fields.kind === 'styles' ? 1 : 0.8,
  pro: false,
  stylesNoDisplay: `${fields.styleCount} ${fields.styleCount === 1 ? 'style' : 'styles'}`,
  font: null,
});

export const FAMILY = option({
  id: 'serif',
  kind: 'families',
  name: 'Serif',
  styleCount: 4,
  includes: { subfamilies: ['serif/roman'], styles: ['serif/regular', 'serif/bold'] },
});
export const ROMAN = option({
  id: 'serif/roman',
  kind: 'subfamilies',
  name: 'Serif Roman',
  styleCount: 2,
  includes: { styles: ['serif/regular', 'serif/bold'] },
});
export const REGULAR = option({
  id: 'serif/regular',
  kind: 'styles',
  name: 'Serif Regular',
  styleCount: 1,
});
export const BOLD = option({ id: 'serif/bold', kind: 'styles', name: 'Serif Bold', styleCount: 1 });

/** A shop on the domain's price fixture: desktop 40/80/120 per style, Cyrillic +0.2, Greek +0.1. */
export const SHOP: Shop = {
  familyName: 'Serif',
  slug: 'serif',
  headerClass: 'font-serif',
  font: null,
  formats: 'Static fonts (TTF, WOFF2, WOFF)',
  currencySymbol: '$',
  pricing,
  licences: {
    desktop: { name: 'Desktop licence', description: 'Install on computers.', unit: 'computers' },
    web: { name: 'Web licence', description: 'Embed in websites.', unit: 'page views' },
    app: { name: 'App licence', description: 'Embed in apps.', unit: 'apps' },
  },
  defaults: { desktop: 0, web: null, app: null },
  defaultScripts: [],
  packages: [
    { kind: 'families', name: 'Family', options: [FAMILY] },
    { kind: 'subfamilies', name: 'Subfamilies', options: [ROMAN] },
  ],
  styles: [{ kind: 'styles', name: 'Serif Roman', options: [REGULAR, BOLD] }],
};

/** A cart line for one of SHOP's options: desktop licence, lowest tier, no scripts. */
export function cartItemOf(option: ShopOption, fields: Partial<CartItem> = {}): CartItem {
  return {
    id: option.id,
    type: option.kind,
    typeface: SHOP.slug,
    name: option.name,
    font_class: SHOP.headerClass,
    options: { desktop: 0, web: null, app: null },
    scripts: [],
    ...fields,
  };
}
