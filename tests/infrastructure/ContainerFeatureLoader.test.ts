import 'reflect-metadata/lite';
import type { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { AccountScreens } from '../../src/application/account/AccountScreens';
import { BlogSidebarStore } from '../../src/application/blog/BlogSidebarStore';
import { CartStore } from '../../src/application/cart/CartStore';
import { CheckoutScreens } from '../../src/application/checkout/CheckoutScreens';
import { ClubScreens } from '../../src/application/club/ClubScreens';
import { NewsletterScreens } from '../../src/application/newsletter/NewsletterScreens';
import type { Feature, FeatureLoader } from '../../src/application/ports/FeatureLoader';
import { TOKENS } from '../../src/application/tokens';
import { TrialScreens } from '../../src/application/trials/TrialScreens';
import { AxiosAccountGateway } from '../../src/infrastructure/account/AxiosAccountGateway';
import { AxiosBackOfficeGateway } from '../../src/infrastructure/admin/AxiosBackOfficeGateway';
import { AxiosCatalogueGateway } from '../../src/infrastructure/catalogue/AxiosCatalogueGateway';
import { clubModule } from '../../src/infrastructure/club/clubModule';
import { AxiosCommissionsGateway } from '../../src/infrastructure/commissions/AxiosCommissionsGateway';
import { createContainer } from '../../src/infrastructure/container';
import {
  ContainerFeatureLoader,
  type FeatureModuleSources,
} from '../../src/infrastructure/features/ContainerFeatureLoader';
import { AxiosShopGateway } from '../../src/infrastructure/shop/AxiosShopGateway';
import { FakeAccountGateway } from '../application/fakes/FakeAccountGateway';

/** What each feature's pages resolve, and the class the real container answers. */
const SERVICE_OF: Record<Feature, [symbol, abstract new (...args: never[]) => unknown]> = {
  account: [TOKENS.AccountScreens, AccountScreens],
  admin: [TOKENS.BackOfficeGateway, AxiosBackOfficeGateway],
  blog: [TOKENS.BlogSidebarStore, BlogSidebarStore],
  cart: [TOKENS.CartStore, CartStore],
  catalogue: [TOKENS.CatalogueGateway, AxiosCatalogueGateway],
  checkout: [TOKENS.CheckoutScreens, CheckoutScreens],
  club: [TOKENS.ClubScreens, ClubScreens],
  commissions: [TOKENS.CommissionsGateway, AxiosCommissionsGateway],
  newsletter: [TOKENS.NewsletterScreens, NewsletterScreens],
  shop: [TOKENS.ShopGateway, AxiosShopGateway],
  trials: [TOKENS.TrialScreens, TrialScreens],
};

/** Sources that all load the club module, counting the calls, the first `failures` failing. */
function countingSources(failures = 0) {
  const source = vi.fn(async (): Promise<ContainerModule> => {
    if (source.mock.calls.length <= failures) throw new Error('chunk failed to load');
    return clubModule;
  });
  const sources = Object.fromEntries(
    Object.keys(SERVICE_OF).map((feature) => [feature, source]),
  ) as unknown as FeatureModuleSources;
  return { source, sources };
}

describe('the feature loader of the real container', () => {
  it.each(Object.entries(SERVICE_OF))(
    "binds the '%s' services only once its module has loaded",
    async (feature, [token, type]) => {
      const container = createContainer();
      const loader = container.get<FeatureLoader>(TOKENS.FeatureLoader);
      expect(loader.isLoaded(feature as Feature)).toBe(false);
      expect(container.isBound(token)).toBe(false);
      await loader.load(feature as Feature);
      expect(loader.isLoaded(feature as Feature)).toBe(true);
      expect(container.get(token)).toBeInstanceOf(type);
    },
  );

  it('loads the account calls once for the account pages and the checkout', async () => {
    const container = createContainer();
    const loader = container.get<FeatureLoader>(TOKENS.FeatureLoader);
    await loader.load('checkout');
    await loader.load('account');
    expect(container.get(TOKENS.AccountGateway)).toBeInstanceOf(AxiosAccountGateway);
    expect(container.get(TOKENS.AccountScreens)).toBeInstanceOf(AccountScreens);
  });

  it('keeps a port bound before the feature loads (a fake in tests)', async () => {
    const container = createContainer();
    const fake = new FakeAccountGateway();
    container.rebind(TOKENS.AccountGateway).toConstantValue(fake);
    await container.get<FeatureLoader>(TOKENS.FeatureLoader).load('account');
    expect(container.get(TOKENS.AccountGateway)).toBe(fake);
  });
});

describe('ContainerFeatureLoader', () => {
  it('fetches a module once when two pages ask for it together', async () => {
    const container = createContainer();
    const { source, sources } = countingSources();
    const loader = new ContainerFeatureLoader(container, sources);
    await Promise.all([loader.load('club'), loader.load('club')]);
    expect(source).toHaveBeenCalledTimes(1);
    expect(container.get(TOKENS.ClubScreens)).toBeInstanceOf(ClubScreens);
  });

  it('asks again after a module failed to load', async () => {
    const container = createContainer();
    const { source, sources } = countingSources(1);
    const loader = new ContainerFeatureLoader(container, sources);
    await expect(loader.load('club')).rejects.toThrow('chunk failed to load');
    expect(loader.isLoaded('club')).toBe(false);
    await loader.load('club');
    expect(source).toHaveBeenCalledTimes(2);
    expect(loader.isLoaded('club')).toBe(true);
  });
});
