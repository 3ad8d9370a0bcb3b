import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import type { FallbackMetrics, MetricOverrides } from '../app/FallbackMetrics';
import type { FallbackKind } from '../app/SiteFace';

/**
 * The text both faces are measured on: running English, so the average advance is the one
 * a paragraph of the site has.
 */
export const MEASURE_TEXT =
  'The foundry sets its own site in its own type, so that a page reads the same before and after the fonts arrive.';

interface SystemFace {
  /** local() names: the full names of the metric-compatible faces on each system. */
  local: string[];
  /** Average advance per character of MEASURE_TEXT, in em. */
  advance: number;
}

/**
 * The system faces a fallback is made from. Times New Roman and Arial (Windows, macOS) and
 * Liberation Serif and Sans (Linux) share their advance widths by design, so one
 * measurement stands for both: these advances were measured with fontkit on MEASURE_TEXT in
 * the Liberation files (/usr/share/fonts/truetype/liberation, Debian's fonts-liberation).
 */
const SYSTEM_FACES: Record<
  FallbackKind,
  Record<'regular' | 'bold' | 'italic' | 'boldItalic', SystemFace>
> = {
  serif: {
    regular: { local: ['Times New Roman', 'Liberation Serif'], advance: 0.38677 },
    bold: { local: ['Times New Roman Bold', 'Liberation Serif Bold'], advance: 0.41188 },
    italic: { local: ['Times New Roman Italic', 'Liberation Serif Italic'], advance: 0.38836 },
    boldItalic: {
      local: ['Times New Roman Bold Italic', 'Liberation Serif Bold Italic'],
      advance: 0.39691,
    },
  },
  sans: {
    regular: { local: ['Arial', 'Liberation Sans'], advance: 0.43117 },
    bold: { local: ['Arial Bold', 'Liberation Sans Bold'], advance: 0.46357 },
    italic: { local: ['Arial Italic', 'Liberation Sans Italic'], advance: 0.43117 },
    boldItalic: { local: ['Arial Bold Italic', 'Liberation Sans Bold Italic'], advance: 0.46357 },
  },
};

/**
 * The system face resized to the web font's average advance (size-adjust), with the web
 * font's vertical metrics (the override descriptors are taken after size-adjust, hence the
 * division): a line keeps its length and height when the web font swaps in. Computed from
 * the retail file with fontkit.
 */
export const metricOverrides: FallbackMetrics = async (
  fontPath: string,
  kind: FallbackKind,
  weight: number,
  italic: boolean,
): Promise<MetricOverrides> => {
  const opened = fontkit.create(await readFile(fontPath));
  if (!('layout' in opened)) throw new Error(`${fontPath} is a font collection, not one style`);
  const font: fontkit.Font = opened;
  const run = font.layout(MEASURE_TEXT);
  const advance =
    run.glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) /
    font.unitsPerEm /
    MEASURE_TEXT.length;
  const bold = weight >= 600;
  const system =
    SYSTEM_FACES[kind][bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular'];
  const sizeAdjust = advance / system.advance;
  // Browsers take the typographic metrics when the font asks for them (OS/2 fsSelection
  // bit 7, USE_TYPO_METRICS), else the hhea ones.
  const os2 = font['OS/2'];
  const useTypo = (os2.fsSelection as { useTypoMetrics?: boolean }).useTypoMetrics === true;
  const ascent = useTypo ? os2.typoAscender : font.ascent;
  const descent = useTypo ? os2.typoDescender : font.descent;
  const lineGap = useTypo ? os2.typoLineGap : font.lineGap;
  const percent = (units: number) => round((Math.abs(units) / font.unitsPerEm / sizeAdjust) * 100);
  return {
    local: system.local,
    sizeAdjust: round(sizeAdjust * 100),
    ascentOverride: percent(ascent),
    descentOverride: percent(descent),
    lineGapOverride: percent(lineGap),
  };
};

const round = (value: number) => Math.round(value * 100) / 100;
