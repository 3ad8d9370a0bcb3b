import type { OrderZipFile } from './OrderZipFile';
import type { DeliveredStyle } from './deliveredStyle';
import { DESKTOP_FOLDER, WEB_FOLDER } from './zipFolders';

/** What each kind of folder holds, in the order the README lists them. */
const FOLDER_NOTES: ReadonlyArray<{ pattern: RegExp; folder: string; text: string }> = [
  {
    pattern: new RegExp(`/${DESKTOP_FOLDER}/OTF/`),
    folder: `${DESKTOP_FOLDER}/OTF`,
    text: 'OpenType fonts with PostScript (CFF) outlines. Install these on your computer (desktop licence) or embed them in your app (app licence).',
  },
  {
    pattern: new RegExp(`/${DESKTOP_FOLDER}/TTF/(?!Variable/|Static/)`),
    folder: `${DESKTOP_FOLDER}/TTF`,
    text: 'TrueType fonts. Install these on your computer (desktop licence) or embed them in your app (app licence).',
  },
  {
    pattern: new RegExp(`/${DESKTOP_FOLDER}/(TTF|OTF)/Variable/`),
    folder: `${DESKTOP_FOLDER}/TTF (or OTF)/Variable`,
    text: 'The variable font: every weight (and any other axis) in one file. Use it in apps that offer variable fonts.',
  },
  {
    pattern: new RegExp(`/${DESKTOP_FOLDER}/(TTF|OTF)/Static/`),
    folder: `${DESKTOP_FOLDER}/TTF (or OTF)/Static`,
    text: 'One static font per named instance of the variable font, for apps that do not offer variable fonts. Install either these or the variable font, not both, if your app mixes them up.',
  },
  {
    pattern: new RegExp(`/${WEB_FOLDER}/WOFF2/`),
    folder: `${WEB_FOLDER}/WOFF2`,
    text: 'Web fonts for @font-face (web licence). Every current browser reads WOFF2; list it first in src.',
  },
  {
    pattern: new RegExp(`/${WEB_FOLDER}/WOFF/`),
    folder: `${WEB_FOLDER}/WOFF`,
    text: 'The same web fonts as WOFF, for older browsers that do not read WOFF2; list it after WOFF2.',
  },
];

/** The scripts of one family's delivered fonts, per use, as the README states them. */
function scriptLines(styles: readonly DeliveredStyle[]): string[] {
  const byFamily = new Map<string, { desktop: Set<string>; web: Set<string> }>();
  for (const style of styles) {
    const entry = byFamily.get(style.familyName) ?? { desktop: new Set(), web: new Set() };
    for (const script of style.desktop?.licensed ?? []) entry.desktop.add(script);
    for (const script of style.web?.licensed ?? []) entry.web.add(script);
    byFamily.set(style.familyName, entry);
  }
  return [...byFamily].flatMap(([family, uses]) => {
    const desktop = [...uses.desktop].join(', ');
    const web = [...uses.web].join(', ');
    if (desktop && web && desktop !== web) {
      return [`  ${family}: ${desktop} (${DESKTOP_FOLDER}); ${web} (${WEB_FOLDER})`];
    }
    return [`  ${family}: ${desktop || web}`];
  });
}

/**
 * README.txt of an order's zip: who the fonts are licensed to, the scripts they hold, and what
 * each folder in this zip is for (only the folders it has).
 */
export function orderZipReadme(
  heading: { foundry: string; licensee: string; orderNumber: string },
  styles: readonly DeliveredStyle[],
  files: readonly OrderZipFile[],
): string {
  const folders = FOLDER_NOTES.filter((note) => files.some((file) => note.pattern.test(file.name)));
  return [
    `${heading.foundry} fonts for order #${heading.orderNumber}`,
    `Licensed to ${heading.licensee}. Every font file carries this name and order number.`,
    '',
    'Scripts in these fonts (what your licence covers):',
    ...scriptLines(styles),
    '',
    'Folders (each family has its own, with the folders its licences cover):',
    ...folders.flatMap((note) => [`  <family>/${note.folder}/`, `    ${note.text}`]),
    '',
    'Licence.txt: the end user licence agreement the fonts are licensed under.',
    'Licence certificate.pdf: your proof of licence, with the licences and scripts of each line.',
    '',
  ].join('\n');
}
