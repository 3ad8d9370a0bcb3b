import type { ScriptName } from './detectScripts';

/** The features a tester offers for one script of one font, and the font's names for them. */
export interface ScriptFeatures {
  script: ScriptName;
  /** Tags that change the script's text when switched on, sorted. */
  features: string[];
  /** The script's language systems in GSUB or GPOS (OpenType tags, e.g. TRK), sorted. */
  languages: string[];
  /**
   * For each of `features`, a short text of the script it changes in this font (a letter, a
   * pair, or what one of its lookups acts on): its toggle shows it before and after. Absent
   * from rows imported before the tester showed examples.
   */
  examples?: Record<string, string>;
}

export interface TesterFeatures {
  scripts: ScriptFeatures[];
  /** The font's own names of its stylistic sets and character variants (featureParams name IDs). */
  featureNames: Record<string, string>;
}
