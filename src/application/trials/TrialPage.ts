import type { WebFontFace } from '../catalogue/TypefaceSummary';

/**
 * A script's characters as the trial fonts hold them (docs/spec.md §2: Latin for all, Cyrillic
 * and Greek for some; a family's own Arabic or Hebrew for those families).
 */
export interface TrialCharacterSet {
  script: string;
  characters: string;
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
