import type { Kysely } from 'kysely';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { Database } from '../../database/schema';
import type { LicensedScripts } from '../../fontLicensing/app/deliveredStyle';
import { familyOptionId, styleOptionId, subfamilyOptionId } from '../../shop/app/shopOptionIds';
import { mergeLicensedScripts } from '../app/mergeLicensedScripts';
import type { PurchasedStyle, PurchasedStyles } from '../app/PurchasedStyles';

/**
 * A collection bundle licenses each of its families as a family package; any other item
 * is the one option it names.
 */
function licensedOptions(item: CartItemSelection): CartItemSelection[] {
  if (item.kind !== 'collections') return [item];
  return (item.families ?? []).map((page) => ({
    ...item,
    kind: 'families',
    optionId: familyOptionId(page),
    typefacePage: page,
  }));
}

interface FamilyScripts {
  id: number;
  name: string;
  slug: string;
  /** Every script the fonts hold (detected at import), Latin first. */
  scripts: string[];
  /** Extra scripts the family sells: id → Unicode name. */
  extras: Map<string, string>;
}

/**
 * The PurchasedStyles port over the imported typefaces: options are matched by their
 * slug-built ids, as the shop made them.
 */
export class KyselyPurchasedStyles implements PurchasedStyles {
  constructor(private readonly db: Kysely<Database>) {}

  async stylesOf(items: readonly CartItemSelection[]): Promise<PurchasedStyle[]> {
    const byFile = new Map<string, PurchasedStyle>();
    for (const item of items.flatMap(licensedOptions)) {
      const family = await this.family(item.typefacePage);
      if (!family) continue;
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
        .where('typeface_styles.typeface_id', '=', family.id)
        .orderBy('typeface_styles.sort_order')
        .execute();
      const page = family.slug;
      const chosen = styles.filter((style) => {
        switch (item.kind) {
          case 'families':
            return item.optionId === familyOptionId(page);
          case 'subfamilies':
            return item.optionId === subfamilyOptionId(page, style.subfamily);
          case 'styles':
            return item.optionId === styleOptionId(page, style.slug);
          case 'collections':
            return false;
        }
      });
      const scripts = licensedScripts(family, item.scripts);
      const desktop = item.options.desktop !== null || item.options.app !== null ? scripts : null;
      const web = item.options.web !== null ? scripts : null;
      for (const style of chosen) {
        const file = `typefaces/${page}/${style.file_name}`;
        const before = byFile.get(file);
        byFile.set(file, {
          familyName: family.name,
          file,
          slug: style.slug,
          desktop: mergeLicensedScripts(before?.desktop ?? null, desktop),
          web: mergeLicensedScripts(before?.web ?? null, web),
        });
      }
    }
    return [...byFile.values()];
  }

  async scriptsOf(items: readonly CartItemSelection[]): Promise<string[][]> {
    const answers: string[][] = [];
    for (const item of items) {
      const scripts: string[] = [];
      for (const option of licensedOptions(item)) {
        const family = await this.family(option.typefacePage);
        if (!family) continue;
        for (const script of licensedScripts(family, option.scripts).licensed) {
          if (!scripts.includes(script)) scripts.push(script);
        }
      }
      answers.push(scripts);
    }
    return answers;
  }

  private async family(page: string): Promise<FamilyScripts | undefined> {
    const row = await this.db
      .selectFrom('typefaces')
      .select(['id', 'name', 'slug', 'scripts_json', 'extra_scripts_json'])
      .where('slug', '=', page)
      .executeTakeFirst();
    if (!row) return undefined;
    const offered = JSON.parse(row.extra_scripts_json) as { id: string }[];
    const names = await this.db.selectFrom('shop_scripts').select(['id', 'name']).execute();
    const extras = new Map(
      offered.flatMap((script) => {
        const name = names.find((known) => known.id === script.id)?.name;
        return name ? [[script.id, name] as const] : [];
      }),
    );
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      scripts: JSON.parse(row.scripts_json) as string[],
      extras,
    };
  }
}

/** Latin and the family's own scripts always; of its extras, those bought (by id). */
function licensedScripts(family: FamilyScripts, bought: readonly string[]): LicensedScripts {
  const withheld = [...family.extras]
    .filter(([id]) => !bought.includes(id))
    .map(([, name]) => name);
  return {
    licensed: family.scripts.filter((script) => !withheld.includes(script)),
    withheld,
  };
}
