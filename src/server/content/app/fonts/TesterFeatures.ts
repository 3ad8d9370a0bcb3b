import type { ScriptName } from './detectScripts';

/** The features a tester offers for one script of one font, and the font's names for them. */
export interface ScriptFeatures {
  script: ScriptName;
  /** Tags that change the script's text when switched on, sorted. */
  features: string[];
  /** The script's language systems in GSUB or GPOS (OpenType tags, e.g. TRK), sorted. */
  languages: string[];
}

export interface TesterFeatures {
  scripts: ScriptFeatures[];
  /** The font's own names of its stylistic sets and character variants (featureParams name IDs). */
  featureNames: Record<string, string>;
}
