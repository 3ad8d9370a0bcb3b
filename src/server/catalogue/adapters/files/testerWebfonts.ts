import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import { asFields, fieldReader } from '../../../content/app/contentFields';
import { readYamlFile } from '../../../content/adapters/contentFiles';
import { detectScripts } from '../../../content/app/fonts/detectScripts';
import { readFontFacts } from '../../../content/adapters/fonts/readFontFacts';
import { mainScript } from '../../../content/app/fonts/scriptProbes';
import type { GeneratedFileCache } from './generatedFileCache';
import { SUBSET_OF_SCRIPT, testerSubsetVariant } from '../../app/files/testerSubset';
import type { UnicodeSubsetName } from '../../app/files/unicodeSubsets';
import { ensureScriptWebfont, type WebfontSource } from './webfonts';

/**
 * A script's share of a style for the type tester (docs/tester.md, "Fonts before script"):
 * the script's characters with their layout closure, every OpenType feature and every
 * variation axis kept, so each toggle and slider works on it; a third to a fifth of the
 * whole file (Inter's regular: 90 kB of 340 kB). A script the font has no letter of: null.
 */
export function ensureTesterWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  subset: UnicodeSubsetName,
): Promise<string | null> {
  return ensureScriptWebfont(files, webfontDir, contentDir, source, subset, {
    variant: testerSubsetVariant(subset),
  });
}

const RETAIL_FONT = /\.(otf|ttf)$/i;

/**
 * Makes each family's first tester file ahead of the first visitor (`main.js webfonts`, run
 * by the build): its regular's subset of its main script. Keeping the layout closure takes
 * seconds a file (13 s for Inter), too long for a page's first request to wait.
 */
export async function ensureTesterWebfonts(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
): Promise<number> {
  const root = path.join(contentDir, 'typefaces');
  let count = 0;
  for (const folder of await readdir(root, { withFileTypes: true })) {
    const yamlPath = path.join(root, folder.name, 'typeface.yaml');
    if (!folder.isDirectory() || !existsSync(yamlPath)) continue;
    const rtl = fieldReader(asFields(await readYamlFile(yamlPath), yamlPath), yamlPath).flag(
      'is_rtl',
    );
    const fileNames = (await readdir(path.join(root, folder.name))).filter((name) =>
      RETAIL_FONT.test(name),
    );
    const fonts = await Promise.all(
      fileNames.map(async (fileName) => {
        const facts = await readFontFacts(path.join(root, folder.name, fileName));
        return { fileName, facts, weight: facts.weight, is_italic: Number(facts.italic) };
      }),
    );
    const regular = regularStyle(fonts);
    const script = regular && mainScript(detectScripts(new Set(regular.facts.codePoints)), rtl);
    if (!regular || !script) continue;
    const source = { typefaceSlug: folder.name, fileName: regular.fileName };
    await ensureTesterWebfont(files, webfontDir, contentDir, source, SUBSET_OF_SCRIPT[script]);
    count += 1;
  }
  return count;
}
