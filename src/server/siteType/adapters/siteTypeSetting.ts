import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readYamlFile } from '../../content/adapters/contentFiles';
import { asFields, ContentError, fieldReader } from '../../content/app/contentFields';
import { readFontFacts } from '../../content/adapters/fonts/readFontFacts';
import { styleSlug } from '../../content/app/fonts/groupSubfamilies';
import { SITE_TYPE_ROLES, type SiteFace } from '../app/SiteFace';

/** The setting's file, relative to content/. */
export const SITE_TYPE_FILE = 'site/type.yaml';

const RETAIL_FONT = /\.(otf|ttf)$/i;

/**
 * content/site/type.yaml read and checked against the font files: every role names a
 * typeface folder and styles that exist in it, or the server says which does not.
 */
export async function readSiteType(contentDir: string): Promise<SiteFace[]> {
  const source = path.join(contentDir, SITE_TYPE_FILE);
  const fields = asFields(await readYamlFile(source), source);
  const faces: SiteFace[] = [];
  for (const role of SITE_TYPE_ROLES) {
    const roleSource = `${source} "${role}"`;
    const read = fieldReader(asFields(fields[role], roleSource), roleSource);
    const typeface = read.text('typeface');
    const folder = path.join(contentDir, 'typefaces', typeface);
    const fileNames = await readdir(folder).catch(() => {
      throw new ContentError(roleSource, `no typeface folder typefaces/${typeface}`);
    });
    const fonts = await Promise.all(
      fileNames
        .filter((name) => RETAIL_FONT.test(name))
        .sort()
        .map(async (fileName) => ({
          fileName,
          facts: await readFontFacts(path.join(folder, fileName)),
        })),
    );
    const fallback = read.optionalText('fallback') ?? 'serif';
    if (fallback !== 'serif' && fallback !== 'sans')
      throw new ContentError(roleSource, '"fallback" must be serif or sans');
    const styleNames = read.textList('styles');
    if (styleNames.length === 0) throw new ContentError(roleSource, '"styles" must name a style');
    for (const styleName of styleNames) {
      const font = fonts.find((candidate) => candidate.facts.styleName === styleName);
      if (!font) {
        const known = fonts.map((candidate) => candidate.facts.styleName).join(', ');
        throw new ContentError(roleSource, `${typeface} has no style "${styleName}" (${known})`);
      }
      faces.push({
        role,
        fallback,
        typeface,
        familyName: font.facts.family,
        styleName,
        styleSlug: styleSlug(styleName),
        weight: font.facts.weight,
        italic: font.facts.italic,
        filePath: path.join(folder, font.fileName),
        fileName: font.fileName,
        fileHash: font.facts.hash,
        codePoints: new Set(font.facts.codePoints),
      });
    }
  }
  return faces;
}
