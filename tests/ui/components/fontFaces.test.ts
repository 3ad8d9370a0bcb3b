// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadFontFaces } from '../../../src/ui/components/fontFaces';
import { fontFacesFetchedNow, recordFontFaces, stopRecordingFontFaces } from './recordedFontFaces';

afterEach(stopRecordingFontFaces);

describe('loadFontFaces', () => {
  it('declares a name subset for its characters only, so the full face serves the rest', async () => {
    const declared = recordFontFaces();
    await loadFontFaces([
      {
        family: 'Test Serif',
        url: '/fonts/test-serif/regular.names.woff2?v=1',
        weight: 400,
        style: 'normal',
        unicodeRange: 'U+20, U+53, U+54, U+65, U+66, U+69, U+72, U+73, U+74',
      },
      {
        family: 'Test Serif',
        url: '/fonts/test-serif/regular.woff2',
        weight: 400,
        style: 'normal',
      },
    ]);
    expect(declared).toEqual([
      {
        family: 'Test Serif',
        source: 'url("/fonts/test-serif/regular.names.woff2?v=1") format("woff2")',
        descriptors: {
          weight: '400',
          style: 'normal',
          display: 'swap',
          unicodeRange: 'U+20, U+53, U+54, U+65, U+66, U+69, U+72, U+73, U+74',
        },
      },
      {
        family: 'Test Serif',
        source: 'url("/fonts/test-serif/regular.woff2") format("woff2")',
        descriptors: { weight: '400', style: 'normal', display: 'swap' },
      },
    ]);
  });

  it("leaves out a face the page's head already declares (the server's name faces)", async () => {
    const declared = recordFontFaces();
    const style = document.createElement('style');
    style.id = 'name-faces';
    style.textContent =
      '@font-face{font-family:"Test Sans";src:url(/fonts/test-sans/bold.names.woff2?v=2) format("woff2")}';
    document.head.append(style);
    await loadFontFaces([
      {
        family: 'Test Sans',
        url: '/fonts/test-sans/bold.names.woff2?v=2',
        weight: 700,
        style: 'normal',
      },
      { family: 'Test Sans', url: '/fonts/test-sans/bold.woff2', weight: 700, style: 'normal' },
    ]);
    style.remove();
    expect(declared.map((face) => face.source)).toEqual([
      'url("/fonts/test-sans/bold.woff2") format("woff2")',
    ]);
  });

  it('fetches a face at once, or leaves the fetch to the first text drawn in it', async () => {
    const declared = recordFontFaces();
    const face = (name: string) => ({
      family: 'Test Mono',
      url: `/fonts/test-mono/${name}.woff2`,
      weight: 400,
      style: 'normal' as const,
    });
    await loadFontFaces([face('regular')]);
    await loadFontFaces([face('italic')], 'when-drawn');
    expect(declared.map((declaredFace) => declaredFace.source)).toEqual([
      'url("/fonts/test-mono/regular.woff2") format("woff2")',
      'url("/fonts/test-mono/italic.woff2") format("woff2")',
    ]);
    expect(fontFacesFetchedNow()).toEqual([
      'url("/fonts/test-mono/regular.woff2") format("woff2")',
    ]);
  });
});
