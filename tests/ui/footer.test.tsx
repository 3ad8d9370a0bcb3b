// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TypefaceLinksStore } from '../../src/application/stores/TypefaceLinksStore';
import { TOKENS } from '../../src/application/tokens';
import { FakeCatalogueGateway } from '../application/fakes/FakeCatalogueGateway';
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
    expect(href('Newsletter')).toBe('/newsletter');
    expect(href('Instagram')).toMatch(/^https:\/\/www\.instagram\.com/);
    expect(
      (await footer.findByRole('link', { name: 'hello@northtype.test' })).getAttribute('href'),
    ).toBe('mailto:hello@northtype.test');
  });

  it('lists the typefaces without their font classes, which would set no face', async () => {
    renderApp('/');
    const list = await screen.findByRole('navigation', { name: 'Typefaces' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Arda Sans', 'Test Serif']);
    expect(items.map((item) => item.className)).toEqual(['', '']);
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
