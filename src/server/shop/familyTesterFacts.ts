import type { TesterFacts } from '../../domain/typeTester/cartTester';
import type { FontVariation } from '../content/fonts/readFontFacts';
import { regularStyle } from '../catalogue/answers/styleAnswer';
import { testerScriptsOf } from '../catalogue/answers/typefaceAnswers';
import type { TypefaceRecord } from '../catalogue/answers/typefaceRecords';

/** A family's tester facts, and where each style's file is (relative to content/). */
export interface FamilyTester {
  facts: TesterFacts;
  styleFiles: Record<string, string>;
}

/**
 * What a cart line's tester set-up is checked against and printed from: the same scripts,
 * features, samples, styles and axes the specimen's tester offers (typefaceAnswers.ts).
 */
export function familyTester(record: TypefaceRecord): FamilyTester {
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
    styleFiles: Object.fromEntries(
      styles.map((style) => [style.slug, `typefaces/${row.slug}/${style.file_name}`]),
    ),
  };
}
