import type { Kysely } from 'kysely';
import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { CartSelection } from '../../contract/cartAnswer';
import type { Database } from '../database/schema';
import { familyOptionId, styleOptionId, subfamilyOptionId } from '../shop/shopOptionIds';
import type { PurchasedStyle, PurchasedStyles } from './PurchasedStyles';

/**
 * A collection bundle licenses each of its families as a family package; any other item
 * is the one option it names.
 */
function licensedOptions(item: CartSelection): CartSelection[] {
  if (item.kind !== 'collections') return [item];
  return (item.families ?? []).map((page) => ({
    ...item,
    kind: 'families',
    option_id: familyOptionId(page),
    typeface_page: page,
  }));
}

/**
 * The PurchasedStyles port over the imported typefaces: options are matched by their
 * slug-built ids, as the shop made them.
 */
export class KyselyPurchasedStyles implements PurchasedStyles {
  constructor(private readonly db: Kysely<Database>) {}

  async stylesOf(items: readonly CartSelection[]): Promise<PurchasedStyle[]> {
    const byFile = new Map<string, PurchasedStyle>();
    for (const item of items.flatMap(licensedOptions)) {
      const typeface = await this.db
        .selectFrom('typefaces')
        .select(['id', 'name', 'slug'])
        .where('slug', '=', item.typeface_page)
        .executeTakeFirst();
      if (!typeface) continue;
      const styles = await this.db
        .selectFrom('typeface_styles')
        .innerJoin(
          'typeface_subfamilies',
          'typeface_subfamilies.id',
          'typeface_styles.subfamily_id',
        )
        .select([
          'typeface_styles.slug as slug',
          'typeface_styles.file_name as file_name',
          'typeface_subfamilies.name as subfamily',
        ])
        .where('typeface_styles.typeface_id', '=', typeface.id)
        .orderBy('typeface_styles.sort_order')
        .execute();
      const page = typeface.slug;
      const chosen = styles.filter((style) => {
        switch (item.kind) {
          case 'families':
            return item.option_id === familyOptionId(page);
          case 'subfamilies':
            return item.option_id === subfamilyOptionId(page, style.subfamily);
          case 'styles':
            return item.option_id === styleOptionId(page, style.slug);
          case 'collections':
            return false;
        }
      });
      const licensed = (category: LicenceCategory) => item.options[category] !== null;
      for (const style of chosen) {
        const file = `typefaces/${page}/${style.file_name}`;
        const before = byFile.get(file);
        byFile.set(file, {
          familyName: typeface.name,
          file,
          slug: style.slug,
          installable: (before?.installable ?? false) || licensed('desktop') || licensed('app'),
          web: (before?.web ?? false) || licensed('web'),
        });
      }
    }
    return [...byFile.values()];
  }
}
