import { familyNameText, nameSubsetVariant } from '../answers/nameFaces';
import type { Catalogue } from '../catalogue';
import { ensureSubsetWebfont } from './webfonts';

/** Makes every style's name subset (answers/nameFaces.ts) after an import; answers the count. */
export async function ensureNameSubsets(catalogue: Catalogue): Promise<number> {
  let count = 0;
  for (const record of await catalogue.typefaceContent.typefaceRecords()) {
    const text = familyNameText(record);
    for (const style of record.styles) {
      await ensureSubsetWebfont(
        catalogue.files,
        catalogue.webfontDir,
        catalogue.contentDir,
        { typefaceSlug: record.slug, fileName: style.file_name },
        nameSubsetVariant(text),
        async () => text,
        false,
      );
      count += 1;
    }
  }
  return count;
}
