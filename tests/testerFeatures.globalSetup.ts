import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { detectScripts } from '../src/server/content/app/fonts/detectScripts';
import { subfamiliesTesterFeatures } from '../src/server/content/adapters/fonts/familyTesterFeatures';
import { groupSubfamilies } from '../src/server/content/app/fonts/groupSubfamilies';
import { readFontFacts } from '../src/server/content/adapters/fonts/readFontFacts';

/**
 * Every server test app imports the content, and the import shapes each family's features
 * (src/server/content/adapters/fonts/familyTesterFeatures.ts). Done once here, before the workers
 * start, the cold run fills the cache for all of them instead of each suite timing out
 * doing the same work at once.
 */
export default async function setup(): Promise<void> {
  const root = path.resolve('content/typefaces');
  const folders = (await readdir(root, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  );
  for (const { name } of folders) {
    const folder = path.join(root, name);
    const fileNames = (await readdir(folder)).filter((file) => /\.(ttf|otf)$/i.test(file));
    const fonts = await Promise.all(
      fileNames.map(async (fileName) => ({
        fileName,
        facts: await readFontFacts(path.join(folder, fileName)),
      })),
    );
    const scripts = detectScripts(new Set(fonts.flatMap((font) => font.facts.codePoints)));
    await subfamiliesTesterFeatures(folder, groupSubfamilies(fonts), scripts);
  }
}
