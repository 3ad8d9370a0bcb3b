import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import type { FontFacts, FontVariation } from '../../app/fonts/FontFacts';

/** The axes and named instances of a variable font's fvar table, as fontkit reads them. */
function variationOf(font: fontkit.Font): FontVariation {
  const axes = Object.entries(font.variationAxes).flatMap(([tag, axis]) =>
    axis ? [{ tag, name: axis.name, min: axis.min, max: axis.max, default: axis.default }] : [],
  );
  // fontkit's types leave out namedVariations: instance name → coordinates by axis tag.
  const named = (font as unknown as { namedVariations: Record<string, Record<string, number>> })
    .namedVariations;
  return {
    axes,
    instances: Object.entries(named ?? {}).map(([name, coordinates]) => ({
      name,
      coordinates: { ...coordinates },
    })),
  };
}

export async function readFontFacts(filePath: string): Promise<FontFacts> {
  const buffer = await readFile(filePath);
  const opened = fontkit.create(buffer);
  // A .ttc collection holds several fonts; a retail style is one file per style.
  if (!('characterSet' in opened))
    throw new Error(`${filePath} is a font collection, not one style`);
  const font: fontkit.Font = opened;
  const name = (key: string): string | null => font.getName(key, 'en');
  const styleName = name('preferredSubfamily') ?? font.subfamilyName;
  return {
    family: name('preferredFamily') ?? font.familyName,
    styleName,
    postscriptName: font.postscriptName,
    weight: font['OS/2'].usWeightClass,
    // fsSelection's italic bit is not exposed by fontkit's types; the angle and the name
    // say the same for upright/italic retail families (obliques have an angle too).
    italic: font.italicAngle !== 0 || /italic|oblique/i.test(styleName),
    version: name('version') ?? '',
    features: [...new Set(font.availableFeatures)],
    codePoints: font.characterSet,
    hash: createHash('sha256').update(buffer).digest('hex').slice(0, 12),
    variation: variationOf(font),
  };
}
