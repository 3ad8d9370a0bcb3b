/** The folders of an order's zip, one per use; the zip's README.txt explains each. */
export const DESKTOP_FOLDER = 'Desktop and App';
export const WEB_FOLDER = 'Web';

export interface DesktopFormat {
  folder: 'OTF' | 'TTF';
  extension: '.otf' | '.ttf';
}

/** OTF where the retail outlines are CFF (PostScript), TTF where they are TrueType. */
export function desktopFormatOf(cff: boolean): DesktopFormat {
  return cff ? { folder: 'OTF', extension: '.otf' } : { folder: 'TTF', extension: '.ttf' };
}
