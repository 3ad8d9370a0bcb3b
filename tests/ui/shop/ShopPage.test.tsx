// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopGateway } from '../../../src/application/shop/ShopGateway';
import { TOKENS } from '../../../src/application/tokens';
import { FakeCartGateway } from '../../application/cart/FakeCartGateway';
import { InMemoryCartStorage } from '../../application/cart/InMemoryCartStorage';
import { SHOP } from '../../application/cart/shopFixture';
import { renderApp } from '../renderApp';

afterEach(cleanup);

function renderShop(storage = new InMemoryCartStorage()) {
  const gateway = new FakeCartGateway([SHOP]);
  const shops: ShopGateway = { shop: async () => SHOP };
  const view = renderApp('/shops/serif', {
    configure: (container) => {
      container.rebind(TOKENS.ShopGateway).toConstantValue(shops);
      container.rebind(TOKENS.CartGateway).toConstantValue(gateway);
      container.rebind(TOKENS.CartStorage).toConstantValue(storage);
    },
  });
  return { ...view, gateway };
}

const priceOf = (name: string) =>
  screen
    .getByRole('button', { name: `Add ${name}` })
    .closest('li')
    ?.querySelector('.shop-option__price')?.textContent;

describe('ShopPage', () => {
  it('shows licences, packages and single styles with instant prices', async () => {
    renderShop();
    expect(await screen.findByRole('heading', { level: 1, name: 'Serif' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to typeface' }).getAttribute('href')).toBe(
      '/typeface/serif',
    );
    const toggle = screen.getByRole('button', { name: 'Licensing basics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Install on computers/)).toBeTruthy();

    expect(priceOf('Serif')).toBe('$128');
    expect(priceOf('Serif Regular')).toBe('$40');
    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '1' } });
    expect(priceOf('Serif Regular')).toBe('$80');
    fireEvent.click(screen.getByLabelText('Cyrillic support'));
    expect(priceOf('Serif Regular')).toBe('$96');
    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '' } });
    expect(priceOf('Serif Regular')).toBe('$60');
    expect(screen.getByText('Your cart is currently empty')).toBeTruthy();
  });

  it('adds an option, says Added, re-prices it with the licences and removes it', async () => {
    const { gateway, cart } = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Serif Regular' }));
    expect(await screen.findByRole('button', { name: 'Added Serif Regular' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your cart' });
    expect(within(summary).getByText('Desktop: 1–5 computers')).toBeTruthy();
    expect(within(summary).getByTestId('cart-total').textContent).toBe('$40');
    expect(cart.total).toBe('$40');
    expect(screen.getByRole('link', { name: /Cart \$40/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '2' } });
    await waitFor(() => expect(within(summary).getByTestId('cart-total').textContent).toBe('$120'));
    expect(gateway.updates.at(-1)?.[0]?.options.desktop).toBe(2);

    fireEvent.click(within(summary).getByRole('button', { name: 'Remove Serif Regular' }));
    expect(await screen.findByRole('button', { name: 'Add Serif Regular' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Cart \$/ })).toBeNull());
  });

  it("reopens on the licences of the family's lines in the cart", async () => {
    renderShop(
      new InMemoryCartStorage([
        {
          id: 'serif/regular',
          type: 'styles',
          typeface: 'serif',
          name: 'Serif Regular',
          font_class: '',
          options: { desktop: 2, web: null, app: null },
          scripts: ['greek'],
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Added Serif Regular' })).toBeTruthy();
    expect((screen.getByLabelText('Desktop licence') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Greek support') as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's message and keeps the choice when the cart call fails", async () => {
    const { gateway } = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Serif Regular' }));
    await screen.findByRole('button', { name: 'Added Serif Regular' });
    gateway.failWith = 'Please check your connection';
    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '1' } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please check your connection',
    );
    expect((screen.getByLabelText('Desktop licence') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByTestId('cart-total').textContent).toBe('$80');
  });
});
