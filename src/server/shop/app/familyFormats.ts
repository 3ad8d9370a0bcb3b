import { desktopFormatOf, WEB_FORMATS } from '../../fontLicensing/app/zipFolders';

/** What the shop reads of a style's file: its name and its fvar (read at import). */
export interface StyleFileFacts {
  file_name: string;
  /** The style's fvar axes and instances as the import stored them, or null/empty. */
  variation_json?: string | null;
}

function isVariable(style: StyleFileFacts): boolean {
  if (!style.variation_json) return false;
  const variation = JSON.parse(style.variation_json) as { axes?: unknown[] } | null;
  return (variation?.axes?.length ?? 0) > 0;
}

/**
 * The formats a family is delivered in, as the shop says them (docs/delivery.md "Formats"):
 * a family with an fvar style is "Variable and static fonts" (the zip holds one static font
 * per named instance beside it), any other "Static fonts"; then the desktop formats of its
 * files (OTF for CFF outlines, TTF for TrueType: content ships .otf only for CFF) and the
 * web licence's formats. Inter: "Variable and static fonts (TTF, WOFF2, WOFF)".
 */
export function familyFormats(styles: readonly StyleFileFacts[]): string {
  const desktop = [
    ...new Set(styles.map((style) => desktopFormatOf(/\.otf$/i.test(style.file_name)).folder)),
  ].sort();
  const kind = styles.some(isVariable) ? 'Variable and static fonts' : 'Static fonts';
  return `${kind} (${[desktop.join('/'), ...WEB_FORMATS].filter(Boolean).join(', ')})`;
}
