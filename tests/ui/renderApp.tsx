import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppEvents } from '../../src/application/events/AppEvents';
import type { UserProfile } from '../../src/application/session/UserProfile';
import type { CartTotalStore } from '../../src/application/stores/CartTotalStore';
import type { MaintenanceStore } from '../../src/application/stores/MaintenanceStore';
import type { SettingsStore } from '../../src/application/stores/SettingsStore';
import { TOKENS } from '../../src/application/tokens';
import { createContainer } from '../../src/infrastructure/container';
import { App } from '../../src/ui/app/App';
import { FakeCartGateway } from '../application/cart/FakeCartGateway';
import { InMemoryCartStorage } from '../application/cart/InMemoryCartStorage';
import { FakeAccountGateway } from '../application/fakes/FakeAccountGateway';
import { FakeApiClient } from '../application/fakes/FakeApiClient';
import { FakeBlogGateway } from '../application/fakes/FakeBlogGateway';
import { FakeCatalogueGateway } from '../application/fakes/FakeCatalogueGateway';
import { FakeClubGateway } from '../application/fakes/FakeClubGateway';
import { FakeCommissionsGateway } from '../application/fakes/FakeCommissionsGateway';
import { FakeNewsletterGateway, FakeTrialGateway } from '../application/fakes/FakeFormGateways';
import { FakePageContentGateway } from '../application/fakes/FakePageContentGateway';
import { FakePageReloader } from '../application/fakes/FakePageReloader';
import { FakeShopGateway } from '../application/fakes/FakeShopGateway';
import { FakeSessionGateway } from '../application/fakes/FakeSessionGateway';
import { FakeSettingsGateway } from '../application/fakes/FakeSettingsGateway';
import { InMemoryKeyValueStorage } from '../application/fakes/InMemoryKeyValueStorage';
import { InMemoryProfileStore } from '../application/fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from '../application/fakes/InMemoryTokenStore';

/** Shows the router's current address, so a test can see where a redirect went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

export const CLUB_MEMBER: UserProfile = { email: 'club@example.test', personal_info: { beta: 1 } };
export const CUSTOMER: UserProfile = { email: 'ada@example.test', personal_info: { beta: 0 } };

/** The in-memory stand-ins for every network port a page uses (and the cart cookie). */
export interface AppFakes {
  api: FakeApiClient;
  account: FakeAccountGateway;
  trials: FakeTrialGateway;
  newsletter: FakeNewsletterGateway;
  club: FakeClubGateway;
  catalogue: FakeCatalogueGateway;
  blog: FakeBlogGateway;
  commissions: FakeCommissionsGateway;
  pages: FakePageContentGateway;
  shops: FakeShopGateway;
  cartGateway: FakeCartGateway;
  cartStorage: InMemoryCartStorage;
}

function createFakes(overrides: Partial<AppFakes> = {}): AppFakes {
  return {
    api: new FakeApiClient(),
    account: new FakeAccountGateway(),
    trials: new FakeTrialGateway(),
    newsletter: new FakeNewsletterGateway(),
    club: new FakeClubGateway(),
    catalogue: new FakeCatalogueGateway(),
    blog: new FakeBlogGateway(),
    commissions: new FakeCommissionsGateway(),
    pages: new FakePageContentGateway(),
    shops: new FakeShopGateway(),
    cartGateway: new FakeCartGateway([]),
    cartStorage: new InMemoryCartStorage(),
    ...overrides,
  };
}

/**
 * The real app and container at `path`, with every network and browser port replaced by
 * an in-memory fake. `user` logs a visitor in (token + profile stored).
 */
export function renderApp(
  path: string,
  options: {
    user?: UserProfile;
    settings?: FakeSettingsGateway;
    loadSettings?: boolean;
    /** Fakes to use instead of the defaults (e.g. one whose answers are held). */
    fakes?: Partial<AppFakes>;
    /** Rebinds more ports before the first render (a page may resolve them while rendering). */
    configure?: (container: Container) => void;
  } = {},
) {
  window.scrollTo = vi.fn();
  const container = createContainer();
  const settingsGateway = options.settings ?? new FakeSettingsGateway();
  const sessionGateway = new FakeSessionGateway(options.user);
  const reloader = new FakePageReloader();
  const storage = new InMemoryKeyValueStorage();
  container.rebind(TOKENS.SettingsGateway).toConstantValue(settingsGateway);
  container.rebind(TOKENS.SessionGateway).toConstantValue(sessionGateway);
  container
    .rebind(TOKENS.TokenStore)
    .toConstantValue(new InMemoryTokenStore(options.user ? 'token' : null));
  container
    .rebind(TOKENS.ProfileStore)
    .toConstantValue(new InMemoryProfileStore(options.user ?? null));
  container.rebind(TOKENS.SessionKeyValueStorage).toConstantValue(storage);
  container.rebind(TOKENS.PageReloader).toConstantValue(reloader);
  const fakes = createFakes(options.fakes);
  container.rebind(TOKENS.ApiClient).toConstantValue(fakes.api);
  container.rebind(TOKENS.AccountGateway).toConstantValue(fakes.account);
  container.rebind(TOKENS.TrialGateway).toConstantValue(fakes.trials);
  container.rebind(TOKENS.NewsletterGateway).toConstantValue(fakes.newsletter);
  container.rebind(TOKENS.ClubGateway).toConstantValue(fakes.club);
  container.rebind(TOKENS.LibraryGateway).toConstantValue(fakes.catalogue);
  container.rebind(TOKENS.CatalogueGateway).toConstantValue(fakes.catalogue);
  container.rebind(TOKENS.BlogGateway).toConstantValue(fakes.blog);
  container.rebind(TOKENS.CommissionsGateway).toConstantValue(fakes.commissions);
  container.rebind(TOKENS.PageContentGateway).toConstantValue(fakes.pages);
  container.rebind(TOKENS.ShopGateway).toConstantValue(fakes.shops);
  container.rebind(TOKENS.CartGateway).toConstantValue(fakes.cartGateway);
  container.rebind(TOKENS.CartStorage).toConstantValue(fakes.cartStorage);
  container
    .rebind(TOKENS.SavedCartCheck)
    .toConstantValue({ holdsItems: () => fakes.cartStorage.read().length > 0 });
  options.configure?.(container);

  const settings = container.get<SettingsStore>(TOKENS.SettingsStore);
  if (options.loadSettings !== false) void settings.load();

  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  const view = render(<App container={container} router={Router} />);
  return {
    ...view,
    container,
    settings,
    settingsGateway,
    sessionGateway,
    reloader,
    storage,
    fakes,
    events: container.get<AppEvents>(TOKENS.AppEvents),
    cart: container.get<CartTotalStore>(TOKENS.CartTotalStore),
    maintenance: container.get<MaintenanceStore>(TOKENS.MaintenanceStore),
  };
}
