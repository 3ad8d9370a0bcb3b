import type { OptionKind } from '../../../domain/pricing/ShopPricing';
import type { StyleRow, TypefaceRow } from '../../catalogue/app/typefaceRows';
import type { FamilyShopOption, FamilyShopOptionGroup } from './FamilyShop';
import type { ShopPriceList } from './shopPriceList';
import { familyOptionId, styleOptionId, subfamilyOptionId } from './shopOptionIds';

/** The headings of the 'Packages' section (docs/spec.md §2: "'Packages' lists families and subfamilies"). */
const FAMILY_GROUP_NAME = 'Family';
const SUBFAMILIES_GROUP_NAME = 'Subfamilies';

type Multiplications = Pick<
  ShopPriceList,
  'package_multiplication' | 'single_style_multiplication'
>;

/**
 * What one family's shop sells, as the page lists it: the whole family, its subfamily
 * packages, then its single styles under their subfamily's name. A group without options
 * is left out, so the browser shows every group it is given.
 */
export function optionGroups(
  typeface: Pick<TypefaceRow, 'name' | 'slug'>,
  subfamilies: readonly { id: number; name: string }[],
  styles: readonly Pick<StyleRow, 'slug' | 'name' | 'subfamily_id'>[],
  multiplications: Multiplications,
): Record<OptionKind, FamilyShopOptionGroup[]> {
  const page = typeface.slug;
  const stylesOf = (subfamilyId: number) =>
    styles.filter((style) => style.subfamily_id === subfamilyId);
  const styleIds = (held: readonly Pick<StyleRow, 'slug'>[]) =>
    held.map((style) => styleOptionId(page, style.slug));
  const packageOf = (
    kind: 'families' | 'subfamilies',
    id: string,
    name: string,
    includes: { subfamilies?: string[]; styles: string[] },
  ): FamilyShopOption => ({
    id,
    kind,
    name,
    styleCount: includes.styles.length,
    styles_no_display: stylesNoDisplay(includes.styles.length),
    multiplication: multiplications.package_multiplication,
    // The content has no pro (extended character set) editions yet; the flag and the
    // domain's pro pricing are ready for the day a typeface.yaml declares one.
    pro: false,
    includes,
  });
  const groups: Record<OptionKind, FamilyShopOptionGroup[]> = {
    families: [
      {
        name: FAMILY_GROUP_NAME,
        options: [
          packageOf('families', familyOptionId(page), typeface.name, {
            subfamilies: subfamilies.map((subfamily) => subfamilyOptionId(page, subfamily.name)),
            styles: styleIds(styles),
          }),
        ],
      },
    ],
    subfamilies: [
      {
        name: SUBFAMILIES_GROUP_NAME,
        options: subfamilies.map((subfamily) =>
          packageOf(
            'subfamilies',
            subfamilyOptionId(page, subfamily.name),
            `${typeface.name} ${subfamily.name}`,
            { styles: styleIds(stylesOf(subfamily.id)) },
          ),
        ),
      },
    ],
    styles: subfamilies.map((subfamily) => ({
      name: `${typeface.name} ${subfamily.name}`,
      options: stylesOf(subfamily.id).map((style) => ({
        id: styleOptionId(page, style.slug),
        kind: 'styles',
        name: `${typeface.name} ${style.name}`,
        styleCount: 1,
        styles_no_display: stylesNoDisplay(1),
        multiplication: multiplications.single_style_multiplication,
        pro: false,
      })),
    })),
  };
  return {
    families: withOptions(groups.families),
    subfamilies: withOptions(groups.subfamilies),
    styles: withOptions(groups.styles),
  };
}

function withOptions(groups: FamilyShopOptionGroup[]): FamilyShopOptionGroup[] {
  return groups.filter((group) => group.options.length > 0);
}

export function stylesNoDisplay(count: number): string {
  return `${count} ${count === 1 ? 'style' : 'styles'}`;
}
