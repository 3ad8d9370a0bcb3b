// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TypefaceLinksStore } from '../../src/application/stores/TypefaceLinksStore';
import { TOKENS } from '../../src/application/tokens';
import { FakeCatalogueGateway, TEST_SERIF_FONT } from '../application/fakes/FakeCatalogueGateway';
import { recordFontFaces, stopRecordingFontFaces } from './components/recordedFontFaces';
import { renderApp } from './renderApp';

afterEach(cleanup);

describe('footer', () => {
  it('lists the site links, the contact e-mail and social links', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const href = (name: string) => footer.getByRole('link', { name }).getAttribute('href');
    expect(href('About us')).toBe('/about');
    expect(href('Custom fonts')).toBe('/commissions');
    expect(href('Retail fonts')).toBe('/typefaces');
    expect(href('Licensing')).toBe('/information');
    expect(href('Payment')).toBe('/information#payment');
    expect(href('Free trial fonts')).toBe('/free-trial-fonts');
    expect(href('Fonts in use')).toBe('/blog/in-use');
    expect(href('Privacy Policy')).toBe('/privacy-policy');
    expect(href('Legal notice')).toBe('/legal-notice');
    expect(href('Newsletter')).toBe('/newsletter');
    expect(href('Instagram')).toMatch(/^https:\/\/www\.instagram\.com/);
    expect(
      (await footer.findByRole('link', { name: 'hello@northtype.test' })).getAttribute('href'),
    ).toBe('mailto:hello@northtype.test');
  });

  it('lists the typefaces, each name in the face the library names for it', async () => {
    const declared = recordFontFaces();
    try {
      renderApp('/');
      const list = await screen.findByRole('navigation', { name: 'Typefaces' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Arda Sans', 'Test Serif']);
      const link = (name: string) => within(list).getByRole('link', { name });
      await waitFor(() =>
        expect(link('Test Serif').style.fontFamily).toBe('"Test Serif", var(--font-serif)'),
      );
      // Arda Sans has no web font in the library: its name keeps the site's face.
      expect(link('Arda Sans').style.fontFamily).toBe('');
      // The library's face (on the site, a subset of just its names' glyphs) is declared.
      expect(declared.map((face) => face.source)).toContain(
        `url("${TEST_SERIF_FONT.url}") format("woff2")`,
      );
    } finally {
      stopRecordingFontFaces();
    }
  });

  it('shows the typeface list only once the catalogue fills it', async () => {
    // The footer loads the library itself: hold its answer to see the list before it.
    const catalogue = new FakeCatalogueGateway();
    catalogue.gate.closed = true;
    const { container } = renderApp('/', { fakes: { catalogue } });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('navigation', { name: 'Typefaces' })).toBeNull();
    act(() =>
      container
        .get<TypefaceLinksStore>(TOKENS.TypefaceLinksStore)
        .setLinks([{ name: 'Garamond Nova', page: 'garamond-nova' }]),
    );
    const list = within(screen.getByRole('navigation', { name: 'Typefaces' }));
    expect(list.getByRole('link', { name: 'Garamond Nova' }).getAttribute('href')).toBe(
      '/typeface/garamond-nova',
    );
  });

  it('is hidden on the checkout', async () => {
    renderApp('/checkout');
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
