import { useEffect } from 'react';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import { loadFontFaces, type FontFetch } from './fontFaces';

/** Declares the faces a component shows when it mounts (fetched `now` unless told). */
export function useFontFaces(
  faces: readonly (WebFontFace | null | undefined)[],
  fetchWhen?: FontFetch,
): void {
  const key = faces.map((face) => face?.url ?? '').join('|');
  useEffect(() => {
    void loadFontFaces(
      faces.filter((face): face is WebFontFace => Boolean(face)),
      fetchWhen,
    );
    // The URLs say everything about the faces; a new array with the same URLs changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, fetchWhen]);
}
