// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopGateway } from '../../../src/application/shop/ShopGateway';
import { FakeShopGateway } from '../../application/fakes/FakeShopGateway';
import { TOKENS } from '../../../src/application/tokens';
import { FakeCartGateway } from '../../application/cart/FakeCartGateway';
import { InMemoryCartStorage } from '../../application/cart/InMemoryCartStorage';
import { SHOP } from '../../application/cart/shopFixture';
import { renderApp } from '../renderApp';

afterEach(cleanup);

function renderShop(storage = new InMemoryCartStorage()) {
  const gateway = new FakeCartGateway([SHOP]);
  const shops: ShopGateway = new FakeShopGateway([SHOP]);
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
    expect(screen.getByText('Your cart is currently empty')).toBeTruthy();
  });

  it('shows no price and no active Add with every licence at None, and says what to do', async () => {
    const { gateway } = renderShop();
    const hint = 'Choose a desktop, web or app licence to see prices and add fonts to your cart.';
    const add = await screen.findByRole('button', { name: 'Add Serif Regular' });
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.change(screen.getByLabelText('Desktop licence'), { target: { value: '' } });

    const form = screen.getByRole('form', { name: 'Licences' });
    expect(within(form).getByRole('status').textContent).toBe(hint);
    const adds = screen.getAllByRole('button', { name: /^Add / });
    expect(adds).toHaveLength(4);
    for (const button of adds) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(priceOf('Serif Regular')).toBe('');
    expect(priceOf('Serif')).toBe('');
    fireEvent.click(add);
    expect(gateway.updates).toEqual([]);

    fireEvent.change(screen.getByLabelText('App licence'), { target: { value: '0' } });
    expect(within(form).getByRole('status').textContent).toBe('');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    // One app licence: 50 × 3 a style.
    expect(priceOf('Serif Regular')).toBe('$150');
  });

  it('lets the family take the place of its styles in the cart, with a note, and marks them Included', async () => {
    const { gateway } = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Serif Regular' }));
    await screen.findByRole('button', { name: 'Added Serif Regular' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Serif' }));
    await screen.findByRole('button', { name: 'Added Serif' });

    const summary = screen.getByRole('region', { name: 'Your cart' });
    await waitFor(() =>
      expect(within(summary).getByRole('status').textContent).toBe(
        'Already included in Serif, so removed from your cart: Serif Regular.',
      ),
    );
    expect(within(summary).queryByRole('button', { name: 'Remove Serif Regular' })).toBeNull();
    expect(within(summary).getByTestId('cart-total').textContent).toBe('$128');
    expect(gateway.updates.at(-1)?.map((item) => item.id)).toEqual(['serif/regular', 'serif']);

    // Every style and the subfamily now say where they are included, with no Add.
    for (const name of ['Serif Roman', 'Serif Regular', 'Serif Bold']) {
      const row = screen.getByText(name, { selector: '.shop-option__name' }).closest('li');
      expect(row?.textContent).toContain('Included in Serif');
      expect(row?.querySelector('button')).toBeNull();
    }
    // Without the family the style can be added again.
    fireEvent.click(within(summary).getByRole('button', { name: 'Remove Serif' }));
    expect(await screen.findByRole('button', { name: 'Add Serif Regular' })).toBeTruthy();
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
