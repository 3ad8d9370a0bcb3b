// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebFontFace } from '../../../src/application/catalogue/TypefaceSummary';
import { TOKENS } from '../../../src/application/tokens';
import { FakeCartGateway } from '../../application/cart/FakeCartGateway';
import { InMemoryCartStorage } from '../../application/cart/InMemoryCartStorage';
import { cartItemOf, FAMILY, REGULAR, SHOP } from '../../application/cart/shopFixture';
import { FakeCatalogueGateway, libraryEntry } from '../../application/fakes/FakeCatalogueGateway';
import { recordFontFaces, stopRecordingFontFaces } from '../components/recordedFontFaces';
import { renderApp } from '../renderApp';

afterEach(() => {
  cleanup();
  stopRecordingFontFaces();
});

const SERIF_FONT: WebFontFace = {
  family: 'Serif',
  url: '/fonts/serif/regular.woff2?v=1',
  weight: 400,
  style: 'normal',
};

describe('CartPage', () => {
  it('loads a shared cart, makes it this browser’s and rewrites the address', async () => {
    const gateway = new FakeCartGateway([SHOP]);
    const storage = new InMemoryCartStorage();
    gateway.shares.set('abc', [
      {
        id: FAMILY.id,
        type: 'families',
        typeface: SHOP.slug,
        name: FAMILY.name,
        font_class: '',
        options: { desktop: 1, web: null, app: null },
        scripts: ['greek'],
      },
    ]);
    renderApp('/cart?id=abc', {
      configure: (container) => {
        container.rebind(TOKENS.CartGateway).toConstantValue(gateway);
        container.rebind(TOKENS.CartStorage).toConstantValue(storage);
      },
    });
    expect(await screen.findByText('Extra scripts: Greek')).toBeTruthy();
    expect(screen.getByText('Desktop: 6–20 computers')).toBeTruthy();
    // 80 × 0.8 × 4 = 256, Greek adds 10 %.
    expect(screen.getByTestId('cart-total').textContent).toBe('$281');
    expect(storage.items).toHaveLength(1);
    expect((await screen.findByTestId('location')).textContent).toBe('/cart');

    fireEvent.click(screen.getByRole('button', { name: 'Empty your cart' }));
    expect(await screen.findByText('Your cart is currently empty')).toBeTruthy();
    expect(gateway.destroyed).toBe(1);
  });

  it('shows the note when a cart kept from before holds the family and one of its styles', async () => {
    const storage = new InMemoryCartStorage([cartItemOf(REGULAR), cartItemOf(FAMILY)]);
    renderApp('/cart', {
      fakes: { cartGateway: new FakeCartGateway([SHOP]), cartStorage: storage },
    });
    expect(
      await screen.findByText(
        'Already included in Serif, so removed from your cart: Serif Regular.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent)).toEqual([
      'Remove',
    ]);
    expect(screen.getByRole('button', { name: 'Remove Serif' })).toBeTruthy();
    expect(storage.items.map((item) => item.id)).toEqual([FAMILY.id]);
  });

  it("sets each line's name in its family's web font, fetching that one face once", async () => {
    const declared = recordFontFaces();
    renderApp('/cart', {
      fakes: {
        cartGateway: new FakeCartGateway([SHOP]),
        cartStorage: new InMemoryCartStorage([
          cartItemOf(FAMILY),
          // A web licence: the family's desktop licence does not hold it, so both lines stay.
          cartItemOf(REGULAR, { options: { web: 0 } }),
        ]),
        catalogue: new FakeCatalogueGateway([
          libraryEntry({
            id: 1,
            name: 'Serif',
            page: 'serif',
            type: 'family',
            class: SHOP.headerClass,
            font: SERIF_FONT,
          }),
        ]),
      },
    });
    const names = await screen.findAllByText(/^Serif( Regular)?$/, {
      selector: '.cart-line__name',
    });
    expect(names).toHaveLength(2);
    await waitFor(() => {
      for (const name of names) expect(name.style.fontFamily).toBe('"Serif", var(--font-serif)');
    });
    // Both lines are the family's: its regular is declared once, shown at once (swap).
    expect(declared).toEqual([
      {
        family: 'Serif',
        source: 'url("/fonts/serif/regular.woff2?v=1") format("woff2")',
        descriptors: { weight: '400', style: 'normal', display: 'swap' },
      },
    ]);
  });
});
