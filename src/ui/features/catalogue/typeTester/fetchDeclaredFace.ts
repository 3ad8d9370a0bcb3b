import type { WebFontFace } from '../../../../application/catalogue/TypefaceSummary';

/**
 * Fetches a face the page's head declares now, not when text first needs it. Chromium fetches
 * no face of a later family in a stack while the first family's file is on its way, so the
 * face of a tester's first lines (named after the family) stands in only once it is fetched:
 * by the specimen's preload on arrival, by this after a route change
 * (docs/decisions/0017-the-testers-first-lines-have-a-preloaded-face.md). Apart from
 * fontFaces.ts, which every page loads: only the tester needs it.
 */
export function fetchDeclaredFace(face: WebFontFace): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  const font = `${face.style} ${face.weight} 1em ${JSON.stringify(face.family)}`;
  // A face that fails to load leaves the stack to the family's file and the fallback.
  document.fonts.load(font).catch(() => undefined);
}
