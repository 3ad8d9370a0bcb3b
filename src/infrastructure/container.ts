import { Container } from 'inversify';
import { AppEvents } from '../application/events/AppEvents';
import { PostLoginRedirect } from '../application/session/PostLoginRedirect';
import { AppStartup } from '../application/startup/AppStartup';
import { CartTotalStore } from '../application/stores/CartTotalStore';
import { MaintenanceStore } from '../application/stores/MaintenanceStore';
import { SessionStore } from '../application/stores/SessionStore';
import { SettingsStore } from '../application/stores/SettingsStore';
import { TypefaceLinksStore } from '../application/stores/TypefaceLinksStore';
import { TOKENS } from '../application/tokens';
import { BlogSidebarStore } from '../application/blog/BlogSidebarStore';
import { TypefaceLibraryStore } from '../application/catalogue/TypefaceLibraryStore';
import { HomeContentLoader } from '../application/content/HomeContentLoader';
import { AxiosBlogGateway } from './blog/AxiosBlogGateway';
import { AxiosCatalogueGateway } from './catalogue/AxiosCatalogueGateway';
import { AxiosCommissionsGateway } from './commissions/AxiosCommissionsGateway';
import { AxiosPageContentGateway } from './content/AxiosPageContentGateway';
import { AccountScreens } from '../application/account/AccountScreens';
import { ClubScreens } from '../application/club/ClubScreens';
import { NewsletterScreens } from '../application/newsletter/NewsletterScreens';
import { TrialScreens } from '../application/trials/TrialScreens';
import { AxiosAccountGateway } from './account/AxiosAccountGateway';
import { AxiosClubGateway } from './club/AxiosClubGateway';
import { AxiosNewsletterGateway } from './newsletter/AxiosNewsletterGateway';
import { AxiosTrialGateway } from './trials/AxiosTrialGateway';
import { ConsoleLogger } from './browser/ConsoleLogger';
import { WindowPageReloader } from './browser/WindowPageReloader';
import { AxiosApiClient } from './http/AxiosApiClient';
import { AxiosSessionGateway } from './session/AxiosSessionGateway';
import { AxiosSettingsGateway } from './settings/AxiosSettingsGateway';
import { BrowserSessionStorage } from './storage/BrowserSessionStorage';
import { CookieJar } from './storage/CookieJar';
import { CookieProfileStore } from './storage/CookieProfileStore';
import { CookieTokenStore } from './storage/CookieTokenStore';
import { CartStore } from '../application/cart/CartStore';
import { AxiosCartGateway } from './cart/AxiosCartGateway';
import { CookieCartStorage } from './cart/CookieCartStorage';
import { AxiosShopGateway } from './shop/AxiosShopGateway';
import { CheckoutScreens } from '../application/checkout/CheckoutScreens';
import { AxiosCheckoutGateway } from './checkout/AxiosCheckoutGateway';
import { LazyCardPaymentLoader } from './payment/LazyCardPaymentLoader';
import { OrderReceiptScreen } from '../application/orders/OrderReceiptScreen';
import { AxiosOrderReceiptGateway } from './checkout/AxiosOrderReceiptGateway';

/**
 * The browser side wired together: every token bound to its real adapter or store.
 * Everything is a singleton, because the stores hold the page's state.
 * Tests call this and `container.rebind(TOKEN)` the parts they fake.
 */
export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  // Adapters (ports → technology)
  container.bind(TOKENS.Logger).to(ConsoleLogger);
  container.bind(CookieJar).toSelf();
  container.bind(TOKENS.TokenStore).to(CookieTokenStore);
  container.bind(TOKENS.ProfileStore).to(CookieProfileStore);
  container.bind(TOKENS.SessionKeyValueStorage).to(BrowserSessionStorage);
  container.bind(TOKENS.PageReloader).to(WindowPageReloader);
  container.bind(TOKENS.ApiClient).to(AxiosApiClient);
  container.bind(TOKENS.SettingsGateway).to(AxiosSettingsGateway);
  container.bind(TOKENS.SessionGateway).to(AxiosSessionGateway);
  container.bind(TOKENS.AccountGateway).to(AxiosAccountGateway);
  container.bind(TOKENS.TrialGateway).to(AxiosTrialGateway);
  container.bind(TOKENS.NewsletterGateway).to(AxiosNewsletterGateway);
  container.bind(TOKENS.ClubGateway).to(AxiosClubGateway);
  container.bind(TOKENS.CatalogueGateway).to(AxiosCatalogueGateway);
  container.bind(TOKENS.BlogGateway).to(AxiosBlogGateway);
  container.bind(TOKENS.CommissionsGateway).to(AxiosCommissionsGateway);
  container.bind(TOKENS.PageContentGateway).to(AxiosPageContentGateway);
  container.bind(TOKENS.ShopGateway).to(AxiosShopGateway);
  container.bind(TOKENS.CartGateway).to(AxiosCartGateway);
  container.bind(TOKENS.CartStorage).to(CookieCartStorage);
  container.bind(TOKENS.CheckoutGateway).to(AxiosCheckoutGateway);
  container.bind(TOKENS.CardPaymentLoader).to(LazyCardPaymentLoader);
  container.bind(TOKENS.OrderReceiptGateway).to(AxiosOrderReceiptGateway);

  // Application services and stores
  container.bind(TOKENS.AppEvents).to(AppEvents);
  container.bind(TOKENS.MaintenanceStore).to(MaintenanceStore);
  container.bind(TOKENS.SettingsStore).to(SettingsStore);
  container.bind(TOKENS.SessionStore).to(SessionStore);
  container.bind(TOKENS.CartTotalStore).to(CartTotalStore);
  container.bind(TOKENS.TypefaceLinksStore).to(TypefaceLinksStore);
  container.bind(TOKENS.PostLoginRedirect).to(PostLoginRedirect);
  container.bind(TOKENS.AppStartup).to(AppStartup);
  container.bind(TOKENS.AccountScreens).to(AccountScreens);
  container.bind(TOKENS.TrialScreens).to(TrialScreens);
  container.bind(TOKENS.NewsletterScreens).to(NewsletterScreens);
  container.bind(TOKENS.ClubScreens).to(ClubScreens);
  container.bind(TOKENS.TypefaceLibraryStore).to(TypefaceLibraryStore);
  container.bind(TOKENS.BlogSidebarStore).to(BlogSidebarStore);
  container.bind(TOKENS.HomeContentLoader).to(HomeContentLoader);
  container.bind(TOKENS.CartStore).to(CartStore);
  container.bind(TOKENS.CheckoutScreens).to(CheckoutScreens);
  container.bind(TOKENS.OrderReceiptScreen).to(OrderReceiptScreen);

  return container;
}
