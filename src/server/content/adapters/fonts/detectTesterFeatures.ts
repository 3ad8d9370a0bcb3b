import type * as fontkit from 'fontkit';
import { isOfferedFeature } from '../../app/fonts/testerFeatureGroups';
import type { ScriptName } from '../../app/fonts/detectScripts';
import type { TesterFeatures } from '../../app/fonts/TesterFeatures';
import { featureLookupInputs } from './featureLookupInputs';
import { inScript, OPENTYPE_SCRIPT, probeTexts } from '../../app/fonts/scriptProbes';

/* fontkit parses GSUB/GPOS but its type definitions leave them out; these are the parts read. */
interface LangSys {
  featureIndexes: number[];
}
interface LayoutTable {
  scriptList: Array<{
    tag: string;
    script: {
      defaultLangSys: LangSys | null;
      langSysRecords: Array<{ tag: string; langSys: LangSys }>;
    };
  }>;
  featureList: Array<{ tag: string; feature: { featureParams: { nameID: number } | null } }>;
}
interface LayoutTables {
  GSUB?: LayoutTable;
  GPOS?: LayoutTable;
  name: { records: { fontFeatures?: Record<number, Record<string, string>> } };
}

/** A language system of a script and the feature tags it lists. */
interface LanguageSystem {
  language: string | undefined;
  tags: Set<string>;
}

/**
 * The language systems of a script as GSUB and GPOS list them, default first. A script the
 * font does not list falls back to DFLT, as shaping engines do.
 */
function languageSystems(tables: LayoutTables, scriptTag: string): LanguageSystem[] {
  const systems = new Map<string, Set<string>>();
  for (const table of [tables.GSUB, tables.GPOS]) {
    if (!table) continue;
    const record =
      table.scriptList.find((entry) => entry.tag === scriptTag) ??
      table.scriptList.find((entry) => entry.tag === 'DFLT');
    if (!record) continue;
    const add = (language: string, langSys: LangSys | null) => {
      const tags = systems.get(language) ?? new Set<string>();
      for (const index of langSys?.featureIndexes ?? []) {
        const tag = table.featureList[index]?.tag;
        if (tag) tags.add(tag);
      }
      systems.set(language, tags);
    };
    add('', record.script.defaultLangSys);
    for (const { tag, langSys } of record.script.langSysRecords) add(tag.trim(), langSys);
  }
  return [...systems].map(([language, tags]) => ({ language: language || undefined, tags }));
}

/** The glyphs and their placement: what a reader sees of a run. */
function shaped(
  font: fontkit.Font,
  text: string,
  feature: string | null,
  scriptTag: string,
  language: string | undefined,
): string {
  // A fresh object each time: fontkit adds its default features to the one it is given.
  const run = font.layout(text, feature ? { [feature]: true } : {}, scriptTag, language);
  return run.glyphs
    .map((glyph, index) => {
      const position = run.positions[index];
      return `${glyph.id}:${position?.xAdvance},${position?.xOffset},${position?.yOffset}`;
    })
    .join(' ');
}

/** The longest run of a piece tried alone before the piece's start stands for it. */
const LONGEST_EXAMPLE = 4;

/**
 * The first shortest run of the piece (a letter, then a pair, up to LONGEST_EXAMPLE) that the
 * feature changes on its own: a toggle's example. A change that needs more context than that
 * shows the piece's start.
 */
function shortestChanged(piece: string, changes: (text: string) => boolean): string {
  const characters = [...piece];
  for (let length = 1; length <= LONGEST_EXAMPLE; length++) {
    for (let start = 0; start + length <= characters.length; start++) {
      const run = characters.slice(start, start + length).join('');
      // A space drawn wider or narrower shows nothing on a button.
      if (run.trim() !== '' && changes(run)) return run;
    }
  }
  return characters.slice(0, LONGEST_EXAMPLE * 3).join('');
}

/** Features that change only the figures' advances, and what their toggles show. */
const SPACING_FEATURES = new Set(['pnum', 'tnum']);
const SPACING_EXAMPLE = '1101';

/** What a toggle of `frac` shows: the browser builds the fraction from the whole run. */
const FRACTION_EXAMPLE = '1/2';

/**
 * fontkit applies `frac` only around U+2044 FRACTION SLASH and will not apply it to the
 * whole run as a browser's font-feature-settings does; the fraction slash shows whether the
 * font builds fractions from the figures at all.
 */
function makesFractions(font: fontkit.Font, scriptTag: string, language: string | undefined) {
  const figures = (text: string) =>
    font
      .layout(text, {}, scriptTag, language)
      .glyphs.filter((glyph) => glyph.codePoints.some((cp) => cp >= 0x30 && cp <= 0x39))
      .map((glyph) => glyph.id)
      .join();
  return figures('12\u204434') !== figures('12 34');
}

/**
 * A text that switching the feature on changes: a piece of the probe text, or a text its own
 * lookups act on in this script (a set that joins whole words into one glyph changes no
 * letter or pair of the probe: EB Garamond's ss03). Null when the feature changes nothing.
 */
function changedText(
  font: fontkit.Font,
  run: {
    script: ScriptName;
    scriptTag: string;
    language: string | undefined;
    /** Also try the feature's own lookups' texts. */
    withLookups: boolean;
  },
  pieces: readonly string[],
  baselines: readonly string[],
  feature: string,
): string | null {
  const { script, scriptTag, language } = run;
  if (feature === 'frac')
    return makesFractions(font, scriptTag, language) ? FRACTION_EXAMPLE : null;
  const changes = (piece: string, baseline: string | undefined) =>
    shaped(font, piece, feature, scriptTag, language) !==
    (baseline ?? shaped(font, piece, null, scriptTag, language));
  const piece = pieces.find((candidate, index) => changes(candidate, baselines[index]));
  if (piece !== undefined) {
    // Figure spacing moves figures apart, which one figure alone does not show.
    if (SPACING_FEATURES.has(feature) && changes(SPACING_EXAMPLE, undefined))
      return SPACING_EXAMPLE;
    return shortestChanged(piece, (text) => changes(text, undefined));
  }
  if (!run.withLookups) return null;
  return (
    featureLookupInputs(font, feature)
      .filter((text) => [...text].some((char) => inScript(script, char.codePointAt(0) ?? 0)))
      .sort((a, b) => a.length - b.length)
      .find((text) => changes(text, undefined)) ?? null
  );
}

function featureNames(tables: LayoutTables): Record<string, string> {
  const names: Record<string, string> = {};
  const records = tables.name.records.fontFeatures ?? {};
  for (const table of [tables.GSUB, tables.GPOS]) {
    for (const { tag, feature } of table?.featureList ?? []) {
      const nameId = feature.featureParams?.nameID;
      const localised = nameId === undefined ? undefined : records[nameId];
      const name = localised?.en ?? (localised ? Object.values(localised)[0] : undefined);
      if (name && /^(ss|cv)\d\d$/.test(tag)) names[tag] = name;
    }
  }
  return names;
}

/**
 * For each script, the offered features (openTypeGroups) that change its probe text in this
 * font, each tried in the first language system of the script that lists it.
 */
export function detectTesterFeatures(
  font: fontkit.Font,
  scripts: readonly ScriptName[],
): TesterFeatures {
  const tables = font as unknown as LayoutTables;
  return {
    featureNames: featureNames(tables),
    scripts: scripts.map((script) => {
      const scriptTag = OPENTYPE_SCRIPT[script];
      const pieces = probeTexts(script, font.characterSet);
      const examples: Record<string, string> = {};
      const systems = languageSystems(tables, scriptTag);
      // The lookups' own texts are tried in the first system that lists a feature only: a
      // font with many language systems (Cormorant) would shape them again in each.
      const triedLookups = new Set<string>();
      for (const { language, tags } of systems) {
        const candidates = [...tags].filter((tag) => !(tag in examples) && isOfferedFeature(tag));
        if (candidates.length === 0) continue;
        const baselines = pieces.map((piece) => shaped(font, piece, null, scriptTag, language));
        for (const tag of candidates) {
          const withLookups = !triedLookups.has(tag);
          triedLookups.add(tag);
          const run = { script, scriptTag, language, withLookups };
          const example = changedText(font, run, pieces, baselines, tag);
          if (example !== null) examples[tag] = example;
        }
      }
      const languages = systems.flatMap(({ language }) => (language ? [language] : []));
      return {
        script,
        features: Object.keys(examples).sort(),
        languages: [...new Set(languages)].sort(),
        examples,
      };
    }),
  };
}
