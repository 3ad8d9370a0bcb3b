import type { CSSProperties } from 'react';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import { NAME_FACES_STYLE_ID } from '../../site/pageHeadIds';

const requested = new Map<string, FontFace>();

/** The text of the head's name faces, once read (none: a page without them, as in tests). */
let pageFaces: string | undefined;

/**
 * Whether the page's head already declares the face (the server declares every name subset,
 * src/server/catalogue/app/nameFacesStyle.ts). Declared again, the later twin would be the one
 * the browser picks, load afresh, and swap the text a second time.
 */
function declaredByPage(url: string): boolean {
  // Read once: the head the server sent does not change during a visit.
  pageFaces ??= document.getElementById(NAME_FACES_STYLE_ID)?.textContent ?? undefined;
  return pageFaces?.includes(url) ?? false;
}

/**
 * When a declared face is fetched: `now`, or `when-drawn`, when the browser first lays out
 * text set in it. A list far down a phone's page skips its entries' layout until they near
 * the screen (`content-visibility: auto`), so its faces cost nothing until then.
 */
export type FontFetch = 'now' | 'when-drawn';

/**
 * Declares the web fonts a page shows, and only those (DESIGN: "only the faces a page shows
 * are fetched"). Each woff2 is declared once per visit; `display: swap` shows the text at once.
 */
export function loadFontFaces(
  faces: readonly WebFontFace[],
  fetchWhen: FontFetch = 'now',
): Promise<FontFace[]> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) {
    return Promise.resolve([]);
  }
  return Promise.all(
    faces
      .filter((face) => !declaredByPage(face.url))
      .map((face) => {
        let fontFace = requested.get(face.url);
        if (!fontFace) {
          fontFace = new FontFace(face.family, `url(${JSON.stringify(face.url)}) format("woff2")`, {
            weight: String(face.weight),
            style: face.style,
            display: 'swap',
            ...(face.unicodeRange ? { unicodeRange: face.unicodeRange } : {}),
          });
          requested.set(face.url, fontFace);
          document.fonts.add(fontFace);
          // A font that fails to load falls back to the stack; the page stays usable.
          if (fetchWhen === 'now') fontFace.load().catch(() => undefined);
        }
        return fontFace;
      }),
  );
}

/**
 * What text set in a family's web font is drawn in until that font is in: the site's own
 * serif, or the system's. Text in a script the site's serif splits off (Greek, Cyrillic)
 * would fetch that file only to be drawn in it for a moment: such a sample falls back to the
 * system's serif.
 */
export type FontFallback = 'site-serif' | 'system-serif';

const FALLBACK_STACKS: Readonly<Record<FontFallback, string>> = {
  'site-serif': 'var(--font-serif)',
  'system-serif': 'serif',
};

/**
 * The CSS font stack for a family's web font. A `standIn` family (a face of a few of the
 * family's own glyphs) draws what it holds while the family's file is still loading: the
 * browser draws with the next family of the stack while a face is in its swap period.
 */
export function fontStack(
  family: string,
  fallback: FontFallback = 'site-serif',
  standIn?: string,
): string {
  const families = standIn === undefined ? [family] : [family, standIn];
  return [...families.map((name) => JSON.stringify(name)), FALLBACK_STACKS[fallback]].join(', ');
}

/** The style that sets text in a family's web font, when the answer named one. */
export function familyStyle(
  face: WebFontFace | null | undefined,
  fallback?: FontFallback,
): CSSProperties | undefined {
  return face ? { fontFamily: fontStack(face.family, fallback) } : undefined;
}
