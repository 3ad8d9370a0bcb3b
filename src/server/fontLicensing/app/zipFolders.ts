/** The folders of an order's zip, one per use; the zip's README.txt explains each. */
export const DESKTOP_FOLDER = 'Desktop and App';
export const WEB_FOLDER = 'Web';
/** The formats a web licence delivers, each a folder of WEB_FOLDER (orderFontFiles.ts), first listed first. */
export const WEB_FORMATS = ['WOFF2', 'WOFF'] as const;

export interface DesktopFormat {
  folder: 'OTF' | 'TTF';
  extension: '.otf' | '.ttf';
}

/** OTF where the retail outlines are CFF (PostScript), TTF where they are TrueType. */
export function desktopFormatOf(cff: boolean): DesktopFormat {
  return cff ? { folder: 'OTF', extension: '.otf' } : { folder: 'TTF', extension: '.ttf' };
}
