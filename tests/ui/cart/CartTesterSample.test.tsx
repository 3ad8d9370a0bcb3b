// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartTesterSample } from '../../../src/ui/components/cart/CartTesterSample';
import { recordFontFaces, stopRecordingFontFaces } from '../components/recordedFontFaces';

afterEach(() => stopRecordingFontFaces());

describe('a cart line’s tester sample', () => {
  it('is set in the line’s style with its features, axes, tracking and language', () => {
    const declared = recordFontFaces();
    render(
      <CartTesterSample
        tester={{
          text: 'Hamburg Rain',
          summary: 'Regular · 90 px',
          link: '/typeface/inter?text=Hamburg+Rain',
          face: {
            family: 'Inter Variable',
            url: '/fonts/inter/cart-sample-regular.woff2',
            weight: 400,
            style: 'normal',
          },
          size: 90,
          tracking: 20,
          featureSettings: '"kern" 1, "liga" 1, "cv05" 1',
          variationSettings: '"wght" 800',
          direction: 'ltr',
          lang: 'de',
          textTransform: 'uppercase',
        }}
      />,
    );
    const sample = screen.getByText('“Hamburg Rain”');
    expect(sample.style.fontFamily).toContain('Inter Variable');
    expect(sample.style.fontFeatureSettings).toBe('"kern" 1, "liga" 1, "cv05" 1');
    expect(sample.style.fontVariationSettings).toBe('"wght" 800');
    expect(sample.style.letterSpacing).toBe('0.02em');
    expect(sample.getAttribute('lang')).toBe('de');
    expect(sample.style.textTransform).toBe('uppercase');
    // Only the line's own face is asked for.
    expect(declared.map((face) => face.source)).toEqual([
      'url("/fonts/inter/cart-sample-regular.woff2") format("woff2")',
    ]);
  });

  it('keeps the site’s type when the server named no face', () => {
    const declared = recordFontFaces();
    render(<CartTesterSample tester={{ text: 'Quiet', summary: '', link: '/typeface/x' }} />);
    expect(screen.getByText('“Quiet”').style.fontFamily).toBe('');
    expect(declared).toEqual([]);
  });
});
