// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TypefaceCollection } from '../../../src/application/catalogue/TypefaceCollection';
import {
  FakeCatalogueGateway,
  LIBRARY,
  TEST_SERIF_FONT,
} from '../../application/fakes/FakeCatalogueGateway';
import { BUNDLE_SHOP } from '../../application/cart/bundleFixture';
import { FakeCartGateway } from '../../application/cart/FakeCartGateway';
import { SHOP } from '../../application/cart/shopFixture';
import { FakeShopGateway } from '../../application/fakes/FakeShopGateway';
import { recordFontFaces, stopRecordingFontFaces } from '../components/recordedFontFaces';
import { renderApp } from '../renderApp';

afterEach(() => {
  cleanup();
  stopRecordingFontFaces();
});

const NORTHERN: TypefaceCollection = {
  id: 2,
  name: 'Northern Collection',
  description: 'Faces from the north.',
  about: '<p>About the north.</p>',
  sections: [
    {
      name: 'Text faces',
      items: [
        {
          title: 'Test Serif',
          typeface: {
            name: 'Test Serif',
            page: 'test-serif',
            class: 'ff-test-serif',
            overviewText: 'Quiet letters for long reading.',
          },
          image: null,
          description: 'Our book face.',
          actionType: 2,
          actionValue: null,
          actionHeader: 'Coming soon',
        },
      ],
    },
  ],
  minisiteUrl: null,
  minisiteLinkName: null,
  minisiteImage: null,
  minisiteImageGif: null,
  otherTypefaces: [],
};

describe('CollectionPage', () => {
  it("sets an item's sample in its family's web font and declares that face", async () => {
    const declared = recordFontFaces();
    renderApp('/typeface/northern-collection', {
      fakes: { catalogue: new FakeCatalogueGateway(LIBRARY, [], { northern: NORTHERN }) },
    });
    const sample = await screen.findByText('Quiet letters for long reading.');
    await waitFor(() => expect(sample.style.fontFamily).toBe('"Test Serif", var(--font-serif)'));
    // The collection's own family is not among 'Other typefaces': the sample declares it.
    expect(declared.map((face) => face.source)).toEqual([
      `url(${JSON.stringify(TEST_SERIF_FONT.url)}) format("woff2")`,
    ]);
  });
});

describe('a collection sold as a bundle', () => {
  function renderPair(shops = new FakeShopGateway([], [BUNDLE_SHOP])) {
    const cartGateway = new FakeCartGateway([SHOP], [BUNDLE_SHOP]);
    renderApp('/typeface/pair-collection', {
      fakes: {
        catalogue: new FakeCatalogueGateway(LIBRARY, [], { pair: NORTHERN }),
        shops,
        cartGateway,
      },
    });
    return cartGateway;
  }

  it('offers its licence choices and price, and adds the bundle with the licences chosen', async () => {
    const cartGateway = renderPair();
    await screen.findByRole('heading', { name: 'Buy The Pair as a bundle' });
    expect(screen.getByText(/Serif, Sans · 6 styles/).textContent).toBe(
      'Serif, Sans · 6 styles · save $48',
    );
    expect(screen.getByText('$144')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '1' } });
    expect(await screen.findByText('$288')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('button', { name: 'Added to cart' });
    expect(cartGateway.updates.at(-1)).toEqual([
      expect.objectContaining({
        id: 'pair',
        type: 'collections',
        typeface: 'pair-collection',
        options: { desktop: 1, web: null, app: null },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'View your cart' }).getAttribute('href')).toBe('/cart');
  });

  it('asks for a licence before it shows a price or lets the bundle be added', async () => {
    renderPair();
    await screen.findByText('$144');
    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(screen.queryByText('$144')).toBeNull();
  });

  it('shows no bundle for a collection that is not sold as one', async () => {
    const shops = new FakeShopGateway();
    renderPair(shops);
    await screen.findByText('Quiet letters for long reading.');
    await waitFor(() => expect(shops.calls).toEqual(['pair-collection']));
    await waitFor(() => expect(screen.queryByText('Loading the bundle')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
