import { ensureTesterWebfonts } from '../catalogue/adapters/files/testerWebfonts';
import type { ServerConfig } from '../config';
import { ensureAllWebfonts } from '../catalogue/adapters/files/webfonts';
import { GeneratedFileCache } from '../catalogue/adapters/files/generatedFileCache';
import { withCliComponents } from './cliComponents';
import { trialFontsCommand } from './trialFontsCommand';
import { ensureNameSubsets } from '../catalogue/adapters/files/ensureNameSubsets';
import { ensureSocialImages } from '../seo/adapters/ensureSocialImages';
import { ensureSiteTypeSubsets } from '../siteType/adapters/ensureSiteTypeSubsets';
import { createSiteType } from '../siteType/createSiteType';
import { contentDirectory } from '../content/app/contentDirectory';
import { warmGlyphSets } from '../content/adapters/fonts/cachedGlyphSet';
import { FONT_ANSWER_CACHE_DIR } from '../content/adapters/fonts/fontAnswerCache';

/**
 * `main.js import`: re-imports content/ even when it looks unchanged, then makes every
 * web font and the trial fonts zip ahead of the first visitor.
 */
export async function importContentCommand(config: ServerConfig): Promise<string> {
  return withCliComponents(config, async (components) => {
    const catalogue = components.catalogue();
    const result = await components.contentImport.import(catalogue.contentDir, { force: true });
    const webfonts = await webfontsCommand(config);
    // Made from the imported content, ahead of the first visitor and the first link preview.
    const started = Date.now();
    const names = await ensureNameSubsets(catalogue);
    const social = await ensureSocialImages(
      catalogue,
      createSiteType(catalogue.contentDir, catalogue.versions),
    );
    return [
      ...result.notes,
      webfonts,
      `name subsets: ${names}, social images: ${social} up to date (${Date.now() - started} ms)`,
    ].join('\n');
  });
}

/**
 * `main.js webfonts`: makes the WOFF2 files and the trial fonts zip, the files made from the
 * retail fonts, and reads every style's glyph set into its cache; needs no database (run by
 * `npm run build`).
 */
export async function webfontsCommand(config: ServerConfig): Promise<string> {
  const started = Date.now();
  const contentDir = contentDirectory();
  // The trial zip is made in a worker thread, so it overlaps the web fonts made on this one.
  const files = new GeneratedFileCache();
  const [webfonts, trialFonts] = await Promise.all([
    ensureAllWebfonts(files, config.webfontDir, contentDir).then(async (count) => {
      const siteSubsets = await ensureSiteTypeSubsets(files, config.webfontDir, contentDir);
      const testers = await ensureTesterWebfonts(files, config.webfontDir, contentDir);
      return `web fonts: ${count}, ${siteSubsets} script subsets of the site's own type and ${testers} first tester files up to date in ${config.webfontDir} (${Date.now() - started} ms)`;
    }),
    trialFontsCommand(config, contentDir),
  ]);
  // After the web fonts: reading glyph sets shapes on this thread too.
  const glyphsStarted = Date.now();
  const glyphSets = await warmGlyphSets(contentDir);
  const glyphs = `glyph sets: ${glyphSets} styles read into ${FONT_ANSWER_CACHE_DIR} (${Date.now() - glyphsStarted} ms)`;
  return `${webfonts}\n${trialFonts}\n${glyphs}`;
}
