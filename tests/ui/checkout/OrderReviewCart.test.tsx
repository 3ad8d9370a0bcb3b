// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { createContainer } from '../../../src/infrastructure/container';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { OrderReviewCart } from '../../../src/ui/features/checkout/OrderReviewCart';
import { addressPricing } from '../../application/checkout/FakeCheckoutGateway';
import { FakeCatalogueGateway } from '../../application/fakes/FakeCatalogueGateway';
import { recordFontFaces, stopRecordingFontFaces } from '../components/recordedFontFaces';

afterEach(() => {
  cleanup();
  stopRecordingFontFaces();
});

const ADDRESS = addressPricing({
  view: {
    lines: [
      {
        id: 'test-serif/regular',
        type: 'styles',
        name: 'Test Serif Regular',
        fontClass: 'ff-test-serif',
        optionsText: { desktop: '1–5 computers', web: null, app: null },
        scripts: [],
        price: 50,
        value: '$50',
      },
    ],
    discounts: [],
    total: { name: 'Total', value: '$50' },
    cartModified: false,
    note: null,
  },
});

describe('OrderReviewCart', () => {
  it("sets each line's name in its family's web font, declaring that face", async () => {
    const declared = recordFontFaces();
    const container = createContainer();
    container.rebind(TOKENS.LibraryGateway).toConstantValue(new FakeCatalogueGateway());
    render(
      <ContainerProvider container={container}>
        <OrderReviewCart address={ADDRESS} />
      </ContainerProvider>,
    );
    const name = screen.getByText('Test Serif Regular');
    await waitFor(() => expect(name.style.fontFamily).toBe('"Test Serif", var(--font-serif)'));
    expect(declared.map((face) => [face.family, face.descriptors.display])).toEqual([
      ['Test Serif', 'swap'],
    ]);
  });
});
