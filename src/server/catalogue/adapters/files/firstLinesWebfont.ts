import { firstLinesSubsetVariant } from '../../app/answers/firstLinesFace';
import { DEFAULT_LAYOUT_FEATURES } from '../../app/files/defaultLayoutFeatures';
import type { GeneratedFileCache } from './generatedFileCache';
import { ensureSubsetWebfont, type WebfontSource } from './webfonts';

/**
 * The face of a tester's first lines (app/answers/firstLinesFace.ts): the regular's glyphs of
 * `text`, with the features a browser applies by default and the glyphs they reach, so the
 * lines are drawn as the whole font draws them, and with every variation axis. The lines are
 * not drawn at the default instance: `font-optical-sizing` sets Inter's `opsz` from the size
 * (28 px on a phone, 56 px on a desktop), and a link or the sliders may set `wght`. Every axis
 * costs Inter's first lines 15 kB where the default weight alone would be 6 kB
 * (docs/decisions/0017-the-testers-first-lines-have-a-preloaded-face.md).
 */
export function ensureFirstLinesWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  text: string,
): Promise<string> {
  return ensureSubsetWebfont(
    files,
    webfontDir,
    contentDir,
    source,
    firstLinesSubsetVariant(text),
    async () => text,
    DEFAULT_LAYOUT_FEATURES,
  );
}
