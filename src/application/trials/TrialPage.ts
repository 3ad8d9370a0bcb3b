import type { WebFontFace } from '../catalogue/TypefaceSummary';

/** A script's characters as the trial fonts hold them (spec §2: Latin for all, Cyrillic and Greek for some). */
export interface TrialCharacterSet {
  script: string;
  characters: string;
  /** False for a script only the retail fonts set: the trial fonts hold basic Latin alone. */
  inTrial: boolean;
}

export interface TrialTypeface {
  name: string;
  page: string;
  /** The CSS class that sets text in this family, when the site has its web fonts. */
  fontClass: string | null;
  /** The web font of the family's regular style, which that class needs loaded. */
  font: WebFontFace | null;
  characterSets: TrialCharacterSet[];
}

/** /free-trial-fonts: the intro (pages/free_trials) and the typefaces offered as trials. */
export interface TrialPage {
  introHtml: string;
  typefaces: TrialTypeface[];
}
