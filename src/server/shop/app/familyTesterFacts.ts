import {
  testerSample,
  type TesterFacts,
  type TesterSample,
} from '../../../domain/typeTester/cartTester';
import { applyTextStyle } from '../../../domain/typeTester/fontFeatureSettings';
import type { TesterSetup } from '../../../domain/typeTester/testerSetup';
import type { FontVariation } from '../../content/app/fonts/FontFacts';
import { regularStyle } from '../../content/app/fonts/regularStyle';
import { webfontUrl } from '../../catalogue/app/answers/styleAnswer';
import { testerScriptsOf } from '../../catalogue/app/answers/testerScripts';
import type { TypefaceRows } from '../../catalogue/app/typefaceRows';

/** A style's web font as a cart line's sample declares it (the tester's own file). */
export interface SampleFace {
  family: string;
  url: string;
  weight: number;
  style: 'normal' | 'italic';
  /** Whether the axes of the set-up apply (a variable font). */
  variable: boolean;
}

/** A family's tester facts, and where each style's file is (relative to content/). */
export interface FamilyTester {
  facts: TesterFacts;
  styleFiles: Record<string, string>;
  /** Each style's web font by slug. */
  faces: Record<string, SampleFace>;
}

/** A cart line's sample: what it shows and prints, and the face and `lang` it is set in. */
export interface CartLineSample extends TesterSample {
  face: SampleFace | null;
  /** The BCP 47 `lang` of the set-up's language, for the browser's locl forms. */
  lang: string | null;
  /** The tester's all capitals or all lowercase (small caps are among `features`). */
  textTransform: 'none' | 'uppercase' | 'lowercase';
}

export function cartLineSample(setup: TesterSetup, tester: FamilyTester): CartLineSample {
  const sample = testerSample(setup, tester.facts);
  return {
    ...sample,
    face: (sample.style && tester.faces[sample.style.slug]) ?? null,
    lang: setup.language,
    textTransform: applyTextStyle({ letterStyle: setup.letterStyle, figures: null, features: [] })
      .textTransform,
  };
}

/**
 * What a cart line's tester set-up is checked against and printed from: the same scripts,
 * features, samples, styles and axes the specimen's tester offers (typefaceAnswers.ts).
 */
export function familyTester(record: TypefaceRows): FamilyTester {
  const { row, styles } = record;
  const axes = new Map<string, { tag: string; min: number; max: number }>();
  for (const style of styles) {
    const variation = JSON.parse(style.variation_json) as Partial<FontVariation>;
    for (const axis of variation.axes ?? [])
      if (!axes.has(axis.tag)) axes.set(axis.tag, { tag: axis.tag, min: axis.min, max: axis.max });
  }
  return {
    facts: {
      familyName: row.name,
      minSize: row.min_font_size,
      maxSize: row.max_font_size,
      defaultSize: row.default_font_size,
      styles: styles.map((style) => ({ slug: style.slug, name: style.name })),
      regular: regularStyle(styles)?.slug ?? null,
      scripts: testerScriptsOf(record).map((script) => ({
        script: script.script,
        direction: script.direction,
        features: script.otf_groups.flatMap((group) => group.otfs.map((otf) => otf.data_setting)),
        featureNames: Object.fromEntries(
          script.otf_groups.flatMap((group) =>
            group.otfs.map((otf) => [otf.data_setting, otf.name]),
          ),
        ),
        samples: script.samples,
        languages: script.languages,
      })),
      axes: [...axes.values()],
    },
    faces: Object.fromEntries(
      styles.map((style) => [
        style.slug,
        {
          family: row.name,
          url: webfontUrl(row.slug, style),
          weight: style.weight,
          style: style.is_italic ? ('italic' as const) : ('normal' as const),
          variable:
            ((JSON.parse(style.variation_json) as Partial<FontVariation>).axes?.length ?? 0) > 0,
        },
      ]),
    ),
    styleFiles: Object.fromEntries(
      styles.map((style) => [style.slug, `typefaces/${row.slug}/${style.file_name}`]),
    ),
  };
}
