/** A retail family offered as trial fonts, with the font files to subset. */
export interface TrialFontSource {
  name: string;
  /** Absolute paths of the retail TTF/OTF files, sorted. */
  fontFiles: string[];
}

/**
 * What the trial zip of one state of content/ holds and where it is kept. Plain data, so it
 * can be handed to the worker thread that makes the zip.
 */
export interface TrialPackagePlan {
  typefaces: TrialFontSource[];
  /** The families in the zip, for the e-mail. */
  typefaceNames: string[];
  licencePath: string;
  folderName: string;
  licenceNote: string;
  cacheDir: string;
  /** cacheDir/trial-fonts-<fingerprint of the inputs>.zip */
  zipPath: string;
}
