// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadFontFaces } from '../../../src/ui/components/fontFaces';
import { recordFontFaces, stopRecordingFontFaces } from './recordedFontFaces';

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
});
