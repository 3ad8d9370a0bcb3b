// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureLoader } from '../../src/application/ports/FeatureLoader';
import { TOKENS } from '../../src/application/tokens';
import { FakeCartGateway } from '../application/cart/FakeCartGateway';
import { InMemoryCartStorage } from '../application/cart/InMemoryCartStorage';
import { cartItemOf, FAMILY, SHOP } from '../application/cart/shopFixture';
import { CLUB_MEMBER, CUSTOMER, renderApp } from './renderApp';

afterEach(cleanup);

/** The home page has no h1: it is shown once its retail typefaces block is. */
const homePage = () => screen.findByRole('heading', { name: 'Retail typefaces' });

function accountLinks() {
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

describe('header', () => {
  it('shows the foundry name linking home and the six site links', async () => {
    renderApp('/typefaces');
    const home = await screen.findByRole('link', { name: 'Northtype' });
    expect(home.getAttribute('href')).toBe('/');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Typefaces',
      'Free Trials',
      'Commissions',
      'Blog',
      'Information on licensing and payment',
      'About',
    ]);
    // The words after "Information" are for screen readers and crawlers, not shown.
    const hint = main.getByText('on licensing and payment', { exact: false });
    expect(hint.className).toBe('visually-hidden');
    expect(main.getByRole('link', { name: 'Free Trials' }).getAttribute('href')).toBe(
      '/free-trial-fonts',
    );
  });

  it('offers a guest Login only', async () => {
    renderApp('/');
    await homePage();
    const links = accountLinks();
    expect(links.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/user/login');
    expect(links.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(links.queryByRole('link', { name: 'Your orders' })).toBeNull();
    expect(links.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(links.queryByRole('link', { name: 'Club' })).toBeNull();
  });

  it('offers a logged-in customer Settings, Your orders and Logout, but not Club', async () => {
    renderApp('/', { user: CUSTOMER });
    await homePage();
    const links = accountLinks();
    expect(links.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    expect(links.getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe(
      '/user/orders',
    );
    expect(links.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(links.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(links.queryByRole('link', { name: 'Club' })).toBeNull();
  });

  it('shows a club member the Club link', async () => {
    renderApp('/', { user: CLUB_MEMBER });
    await homePage();
    expect(accountLinks().getByRole('link', { name: 'Club' }).getAttribute('href')).toBe('/club');
  });

  it("hides the cart at '$0' and shows it with its total otherwise", async () => {
    const { events } = renderApp('/');
    await homePage();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    act(() => events.cartTotal.emit('$120'));
    const cartLink = screen.getByRole('link', { name: 'Cart $120' });
    expect(cartLink.getAttribute('href')).toBe('/cart');
    act(() => events.cartTotal.emit('$0'));
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it('logs out and reloads the page', async () => {
    const user = userEvent.setup();
    const { sessionGateway, reloader } = renderApp('/', { user: CUSTOMER });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(sessionGateway.logoutCalls).toBe(1);
    expect(reloader.reloads).toBe(1);
    expect(accountLinks().getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('opens the mobile menu from the keyboard and closes it on navigation', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('fetches the cart only when the cookie holds one, and then shows its total on any page', async () => {
    const first = renderApp('/');
    await homePage();
    const loader = first.container.get<FeatureLoader>(TOKENS.FeatureLoader);
    // A first visit: no cart, so none of the cart's code or calls.
    expect(loader.isLoaded('cart')).toBe(false);
    expect(first.fakes.cartGateway.updates).toHaveLength(0);
    cleanup();

    const gateway = new FakeCartGateway([SHOP]);
    const storage = new InMemoryCartStorage([cartItemOf(FAMILY)]);
    const returning = renderApp('/', { fakes: { cartGateway: gateway, cartStorage: storage } });
    await homePage();
    expect(await accountLinks().findByRole('link', { name: /^Cart/ })).toBeTruthy();
    expect(returning.container.get<FeatureLoader>(TOKENS.FeatureLoader).isLoaded('cart')).toBe(
      true,
    );
    expect(gateway.updates).toEqual([[cartItemOf(FAMILY)]]);
  });
});
