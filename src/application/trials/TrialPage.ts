import type { WebFontFace } from '../catalogue/TypefaceSummary';

/** A script's characters as the trial fonts hold them (docs/spec.md §2: Latin for all, Cyrillic and Greek for some). */
export interface TrialCharacterSet {
  script: string;
  characters: string;
  /** False for a script only the retail fonts set: the trial fonts hold basic Latin alone. */
  inTrial: boolean;
}

export interface TrialTypeface {
  name: string;
  page: string;
  /** The web font of the family's regular style, which sets its characters. */
  font: WebFontFace | null;
  /** The regular's name subset, which sets the family's name before any script runs. */
  nameFont: WebFontFace | null;
  characterSets: TrialCharacterSet[];
}

/** /free-trial-fonts: the intro (pages/free_trials) and the typefaces offered as trials. */
export interface TrialPage {
  introHtml: string;
  typefaces: TrialTypeface[];
}
