import { createHash } from 'node:crypto';
import { firstLinesFaceFamily } from '../../../../contract/catalogue/nameFaceFamily';
import { samplePage, TESTER_LINES } from '../../../../domain/typeTester/samplePage';
import type { ScriptName } from '../../../content/app/fonts/detectScripts';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import { mainScript } from '../../../content/app/fonts/scriptProbes';
import { nameTextVersion } from './nameFaces';
import { companionOf, samplesByScript } from './testerScripts';
import type { TitleFace } from './titleFace';
import type { StyleRow } from '../typefaceRows';

/** What the first lines are made of: the family's samples and the scripts they are in. */
export interface SampledFamily {
  name: string;
  slug: string;
  samples: readonly string[];
  scripts: readonly ScriptName[];
  isRtl: boolean;
}

/**
 * The lines a specimen's tester opens on, as the browser's tester picks them: the main
 * script's first page of samples, and a right-to-left script's Latin companion
 * (src/application/catalogue/TypeTesterStore.ts, `visibleSamples` with no language chosen).
 */
export function firstLines(family: SampledFamily): string[] {
  const main = mainScript(family.scripts, family.isRtl);
  if (!main) return [];
  const samplesOf = samplesByScript(family);
  const source = {
    samples: samplesOf(main),
    companion: companionOf(main, family.scripts, samplesOf),
  };
  return samplePage(source, 0, TESTER_LINES);
}

/** The characters of the first lines, each once, in order. */
export function firstLinesText(family: SampledFamily): string {
  return [...new Set([...firstLines(family).join('')])].sort().join('');
}

/** The file name's variant: new lines never reuse an old file on disk. */
export function firstLinesSubsetVariant(text: string): string {
  return `first-lines-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

export function firstLinesWebfontUrl(typefaceSlug: string, style: StyleRow, text: string): string {
  return `/fonts/${typefaceSlug}/${style.slug}.first-lines.woff2?v=${nameTextVersion(text, style.file_hash)}`;
}

/**
 * The face the tester's first lines are drawn in until the regular's own file is in
 * (docs/decisions/0017-the-testers-first-lines-have-a-preloaded-face.md): declared as the
 * title's face is, under a family of its own, but with no unicode-range. Only the lines' stack
 * names it, right after the family, and a character it lacks falls to the next family all the
 * same; every page's head carries its rule, of which the range was 40 %.
 */
export type FirstLinesFace = Omit<TitleFace, 'unicode_range'>;

/** The first lines' face of a family, or null for a family without styles or samples. */
export function firstLinesFaceOf(
  family: SampledFamily,
  styles: readonly StyleRow[],
): FirstLinesFace | null {
  const regular = regularStyle(styles);
  const text = firstLinesText(family);
  if (!regular || text === '') return null;
  return {
    family: firstLinesFaceFamily(family.name),
    url: firstLinesWebfontUrl(family.slug, regular, text),
    weight: regular.weight,
    style: regular.is_italic ? 'italic' : 'normal',
  };
}
