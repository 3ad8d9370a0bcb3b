import { familyNameText, nameSubsetVariant } from '../../app/answers/nameFaces';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import { titleSubsetVariant, titleText } from '../../app/answers/titleFace';
import { firstLinesText } from '../../app/answers/firstLinesFace';
import type { Catalogue } from '../../createCatalogue';
import { ensureFirstLinesWebfont } from './firstLinesWebfont';
import { ensureSubsetWebfont } from './webfonts';

/**
 * Makes every style's name subset (app/answers/nameFaces.ts), each family's title subset
 * (app/answers/titleFace.ts) and the face of its tester's first lines
 * (app/answers/firstLinesFace.ts) after an import; answers the count.
 */
export async function ensureNameSubsets(catalogue: Catalogue): Promise<number> {
  const ensure = (typefaceSlug: string, fileName: string, variant: string, text: string) =>
    ensureSubsetWebfont(
      catalogue.files,
      catalogue.webfontDir,
      catalogue.contentDir,
      { typefaceSlug, fileName },
      variant,
      async () => text,
      false,
    );
  let count = 0;
  for (const record of await catalogue.typefaceContent.typefaceRecords()) {
    const text = familyNameText(record);
    for (const style of record.styles) {
      await ensure(record.slug, style.file_name, nameSubsetVariant(text), text);
      count += 1;
    }
    const regular = regularStyle(record.styles);
    if (regular) {
      const title = titleText(record.name);
      await ensure(record.slug, regular.file_name, titleSubsetVariant(title), title);
      count += 1;
      const lines = firstLinesText(record);
      if (lines !== '') {
        const source = { typefaceSlug: record.slug, fileName: regular.file_name };
        const { files, webfontDir, contentDir } = catalogue;
        await ensureFirstLinesWebfont(files, webfontDir, contentDir, source, lines);
        count += 1;
      }
    }
  }
  return count;
}
