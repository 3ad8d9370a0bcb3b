// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import type { FeatureLoader } from '../../src/application/ports/FeatureLoader';
import { TOKENS } from '../../src/application/tokens';
import { ROUTES } from '../../src/site/routeTable';
import { PAGES } from '../../src/ui/routing/pageRegistry';
import { FakeCatalogueGateway } from '../application/fakes/FakeCatalogueGateway';
import { FakeSettingsGateway, TEST_SETTINGS } from '../application/fakes/FakeSettingsGateway';
import { Gate } from '../application/fakes/Gate';
import { InMemoryKeyValueStorage } from '../application/fakes/InMemoryKeyValueStorage';
import { PostLoginRedirect } from '../../src/application/session/PostLoginRedirect';
import { CUSTOMER, renderApp } from './renderApp';

afterEach(cleanup);

const location = () => screen.getByTestId('location').textContent;

/** The home page has no h1: it is shown once its retail typefaces block is. */
const homePage = () => screen.findByRole('heading', { name: 'Retail typefaces' });

function meta(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('routes', () => {
  it('has a page for every route of the table', () => {
    expect(ROUTES.filter((route) => !PAGES[route.path]).map((r) => r.path)).toEqual([]);
  });

  it('shows the loader while a page loads, then its heading and content', async () => {
    const catalogue = new FakeCatalogueGateway();
    catalogue.gate.closed = true;
    renderApp('/typefaces', { fakes: { catalogue } });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Library overview' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status').textContent).toContain('Loading');
    expect(main.queryByRole('link', { name: 'Test Serif' })).toBeNull();

    await act(async () => catalogue.gate.release());
    await waitFor(() => expect(main.queryByRole('status')).toBeNull());
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Arda Sans',
      'Test Serif',
    ]);
    expect(main.getByRole('link', { name: 'Arda Sans' }).getAttribute('href')).toBe(
      '/typeface/arda-sans',
    );
    expect(main.queryByText('Northern Collection')).toBeNull();
    expect(catalogue.calls).toEqual(['typefaces']);
  });

  it('renders a page whose code is in at once, never behind the page loader', async () => {
    // The chunk fetched before, as the page the browser starts on, or one visited earlier.
    await PAGES['/404'].load();
    renderApp('/404');
    // In the render itself: a page that suspended first (React.lazy) would show the loader
    // here and depend on React's retry of the boundary, which could be held off for good.
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.querySelector('.loader--page')).toBeNull();
  });

  it('sends an unknown address to /404, which links home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(location()).toBe('/404');
    expect(await screen.findByText('This address leads nowhere.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('redirects the old addresses /licenses and /free_trials', async () => {
    renderApp('/licenses');
    await screen.findByRole('heading', { level: 1, name: 'Information' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Licensing' })).toBeTruthy();
    expect(location()).toBe('/information');
    cleanup();
    renderApp('/free_trials');
    await screen.findByRole('heading', { level: 1, name: 'Download free trial fonts' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Garamond Trial' })).toBeTruthy();
    expect(location()).toBe('/free-trial-fonts');
  });

  it('sets the title, description, social image and body class per page', async () => {
    renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(await screen.findByRole('link', { name: 'Test Serif on a museum poster' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Blog – Northtype'));
    expect(meta('meta[name="description"]')).toBe(
      'Fonts in use, news and stories from the foundry.',
    );
    expect(meta('meta[property="og:title"]')).toBe('Blog – Northtype');
    expect(meta('meta[property="og:image"]')).toMatch(/\/assets\/images\/social\.png$/);
    expect(document.body.classList.contains('page-blog')).toBe(true);
  });

  it('replaces the previous body class and gives the home page the foundry name as title', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(screen.getByRole('heading', { level: 2, name: 'The studio' })).toBeTruthy();
    expect(document.body.classList.contains('page-about')).toBe(true);
    cleanup();
    const { fakes } = renderApp('/');
    await homePage();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Arda Sans' }).getAttribute('href')).toBe(
      '/typeface/arda-sans',
    );
    expect(fakes.api.calls).toEqual([]);
    expect(document.body.classList.contains('page-about')).toBe(false);
    expect(document.body.classList.contains('page-home')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Northtype'));
  });
});

/** The real feature loader, its modules held by `gate` (or failing, as a lost chunk would). */
function holdFeatures(container: Container, gate: Gate, fail = false) {
  const real = container.get<FeatureLoader>(TOKENS.FeatureLoader);
  const asked: string[] = [];
  const held: FeatureLoader = {
    isLoaded: (feature) => real.isLoaded(feature),
    load: async (feature) => {
      asked.push(feature);
      await gate.pass();
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return real.load(feature);
    },
  };
  container.rebind(TOKENS.FeatureLoader).toConstantValue(held);
  return asked;
}

describe('pages with features of their own', () => {
  it('show the loader until the feature has loaded, then the page', async () => {
    const gate = new Gate();
    gate.closed = true;
    let asked: string[] = [];
    const { container } = renderApp('/newsletter', {
      configure: (container) => (asked = holdFeatures(container, gate)),
    });
    const main = within(screen.getByRole('main'));
    await waitFor(() => expect(asked).toEqual(['newsletter']));
    expect(main.getByRole('status').textContent).toContain('Loading');
    expect(main.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => gate.release());
    expect(await main.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(container.get<FeatureLoader>(TOKENS.FeatureLoader).isLoaded('newsletter')).toBe(true);
  });

  it('say the page could not be loaded when its code cannot be fetched, and keep the site around it', async () => {
    // React reports the error it caught; the visitor sees the message below.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/newsletter', {
      configure: (container) => holdFeatures(container, new Gate(), true),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page could not be loaded. Please try again in a moment.',
    );
    expect(screen.getByRole('link', { name: 'Typefaces' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});

describe('guards', () => {
  it('send a guest from a login-only page to /user/login and remember the address', async () => {
    const { storage } = renderApp('/user/orders');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/user/login');
    expect([...storage.items.values()]).toEqual(['/user/orders']);
  });

  it('let a logged-in user see a login-only page', async () => {
    renderApp('/user/profile', { user: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(location()).toBe('/user/profile');
  });

  it('remember the login page’s continue address when it is a path of this site', async () => {
    const { storage } = renderApp('/user/login?continue=%2Fapi%2Fv1%2Forders%2F7%2Ffonts.zip');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    await waitFor(() =>
      expect([...storage.items.values()]).toEqual(['/api/v1/orders/7/fonts.zip']),
    );
  });

  it.each(['https://evil.example/', '//evil.example/user/orders'])(
    'refuse another site’s continue address (%s) and forget any stored one',
    async (elsewhere) => {
      const storage = new InMemoryKeyValueStorage();
      new PostLoginRedirect(storage).remember('/user/orders');
      renderApp(`/user/login?continue=${encodeURIComponent(elsewhere)}`, {
        configure: (container) =>
          container.rebind(TOKENS.SessionKeyValueStorage).toConstantValue(storage),
      });
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
      await waitFor(() => expect([...storage.items.values()]).toEqual([]));
    },
  );

  it('send a logged-in user away from guest-only pages to /user/orders', async () => {
    renderApp('/user/login', { user: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeTruthy();
    expect(location()).toBe('/user/orders');
  });
});

describe('maintenance lock', () => {
  it('sends every page to /maintenance while settings say maintenance_mode', async () => {
    renderApp('/typefaces', {
      settings: new FakeSettingsGateway({ ...TEST_SETTINGS, maintenanceMode: true }),
    });
    expect(
      await screen.findByRole('heading', { name: 'We are improving our website' }),
    ).toBeTruthy();
    expect(location()).toBe('/maintenance');
    expect(screen.getByRole('link', { name: 'hello@northtype.test' }).getAttribute('href')).toBe(
      'mailto:hello@northtype.test',
    );
  });

  it('locks as soon as a call answers 503', async () => {
    const { events } = renderApp('/blog');
    await screen.findByRole('heading', { name: 'Blog' });
    act(() => events.maintenanceSignal.emit());
    expect(
      await screen.findByRole('heading', { name: 'We are improving our website' }),
    ).toBeTruthy();
    expect(location()).toBe('/maintenance');
  });

  it('returns from /maintenance to the home page once settings say maintenance is over', async () => {
    renderApp('/maintenance');
    expect(await homePage()).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('stays on /maintenance until the settings have answered', async () => {
    const { settings } = renderApp('/maintenance', { loadSettings: false });
    expect(
      await screen.findByRole('heading', { name: 'We are improving our website' }),
    ).toBeTruthy();
    await act(() => settings.load());
    expect(await homePage()).toBeTruthy();
    expect(location()).toBe('/');
  });
});
