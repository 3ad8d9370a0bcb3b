import { NAME_ID, nameText, replaceName } from '../../fontLicensing/app/nameTable';
import { rewriteNames } from '../../fontLicensing/app/rewriteNames';

/**
 * A trial font installed beside the bought retail font must not pose as it: design apps
 * and font menus take fonts with the same names for the same font, and the crippled trial
 * could shadow the retail one. So the trial fonts carry their own family ("EB Garamond
 * Trial", as the trial page and e-mail call them) and PostScript name
 * ("EBGaramondTrial-Regular"). Style names (Regular, Bold Italic) stay: they link the styles
 * of the trial family as they link the retail ones.
 */
export const TRIAL_WORD = 'Trial';

/**
 * The name ids the trial subsets keep: all OpenType defines (0–25), so the typographic family
 * and the licence note outlive harfbuzz, which keeps only 0–6 unless told. The font's own ids
 * (256 on) mostly name features the trial does not have.
 */
export const TRIAL_NAME_IDS: readonly number[] = Array.from({ length: 26 }, (_, id) => id);

/** Names that read "family style": the trial word goes after the family. */
const FAMILY_NAMES = [
  NAME_ID.family,
  NAME_ID.fullName,
  NAME_ID.typographicFamily,
  NAME_ID.compatibleFullName,
  NAME_ID.wwsFamily,
];
const RENAMED = [
  ...FAMILY_NAMES,
  NAME_ID.uniqueId,
  NAME_ID.postScript,
  NAME_ID.variationsPostScriptPrefix,
];

/** OpenType's limit for a PostScript name (and a variations prefix). */
const POSTSCRIPT_NAME_LIMIT = 63;
/** A PostScript name is printable ASCII without the space and [](){}<>/%. */
const NOT_IN_POSTSCRIPT_NAME = /[^!-~]|[[\](){}<>/%]/g;

/** The licence description a trial font carries instead of the retail one. */
export function trialLicenceNote(foundryName: string, publicUrl: string): string {
  return (
    `Trial font for mockups only, under the ${foundryName} trial licence. ` +
    `Licence the retail fonts at ${publicUrl}/typefaces`
  );
}

/**
 * A subset font with the trial names and the trial licence note. Run on the subset (a few
 * kilobytes), not the retail font: rewriting the name table checksums the whole file.
 */
export function nameAsTrial(font: Buffer, licenceNote: string): Buffer {
  return rewriteNames(font, (records) => {
    const retail = new Map<number, string>();
    for (const id of RENAMED) {
      const text = nameText(records, id);
      if (text !== undefined) retail.set(id, text);
    }
    let named = replaceName(records, NAME_ID.licenseDescription, licenceNote);
    for (const [id, text] of trialNames(retail)) named = replaceName(named, id, text);
    return named;
  });
}

/** The trial's names for the retail ones given (by name id); ids the font lacks stay absent. */
export function trialNames(retail: ReadonlyMap<number, string>): Map<number, string> {
  const trial = new Map<number, string>();
  const family = retail.get(NAME_ID.typographicFamily) ?? retail.get(NAME_ID.family) ?? '';
  for (const id of FAMILY_NAMES) {
    const text = retail.get(id);
    if (text !== undefined) trial.set(id, withTrialFamily(text, family));
  }
  const postScript = retail.get(NAME_ID.postScript);
  const postScriptFamily = postScript?.split('-')[0] ?? '';
  const trialPostScript =
    postScript === undefined ? undefined : withTrialPostScript(postScript, postScriptFamily);
  if (trialPostScript !== undefined) trial.set(NAME_ID.postScript, trialPostScript);
  const uniqueId = retail.get(NAME_ID.uniqueId);
  if (uniqueId !== undefined) {
    // Usually "version;vendor;PostScript name": the trial's PostScript name takes its place.
    trial.set(
      NAME_ID.uniqueId,
      postScript && trialPostScript !== undefined && uniqueId.includes(postScript)
        ? uniqueId.replace(postScript, trialPostScript)
        : `${uniqueId} ${TRIAL_WORD}`,
    );
  }
  const prefix = retail.get(NAME_ID.variationsPostScriptPrefix);
  if (prefix !== undefined) {
    trial.set(NAME_ID.variationsPostScriptPrefix, withTrialPostScript(prefix, postScriptFamily));
  }
  return trial;
}

/** "EB Garamond Medium Italic" → "EB Garamond Trial Medium Italic"; else the word is added. */
function withTrialFamily(name: string, family: string): string {
  if (family && (name === family || name.startsWith(`${family} `))) {
    return `${family} ${TRIAL_WORD}${name.slice(family.length)}`;
  }
  return `${name} ${TRIAL_WORD}`;
}

/**
 * "EBGaramond-MediumItalic" → "EBGaramondTrial-MediumItalic": the word after the family part,
 * as a valid PostScript name. Shortened from the family part when too long, so the style part
 * (which tells the styles apart) and the trial word stay.
 */
function withTrialPostScript(name: string, family: string): string {
  const clean = name.replace(NOT_IN_POSTSCRIPT_NAME, '');
  const cleanFamily = family.replace(NOT_IN_POSTSCRIPT_NAME, '');
  const head = cleanFamily && clean.startsWith(cleanFamily) ? cleanFamily : clean;
  const tail = clean.slice(head.length);
  const room = Math.max(0, POSTSCRIPT_NAME_LIMIT - TRIAL_WORD.length - tail.length);
  return `${head.slice(0, room)}${TRIAL_WORD}${tail}`.slice(0, POSTSCRIPT_NAME_LIMIT);
}
