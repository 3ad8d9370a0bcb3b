import { Container } from 'inversify';
import { ContainerFeatureLoader } from './features/ContainerFeatureLoader';
import { FEATURE_MODULE_SOURCES } from './features/featureModuleSources';
import { AppEvents } from '../application/events/AppEvents';
import { PostLoginRedirect } from '../application/session/PostLoginRedirect';
import { AppStartup } from '../application/startup/AppStartup';
import { CartTotalStore } from '../application/stores/CartTotalStore';
import { MaintenanceStore } from '../application/stores/MaintenanceStore';
import { SessionStore } from '../application/stores/SessionStore';
import { SettingsStore } from '../application/stores/SettingsStore';
import { TypefaceLinksStore } from '../application/stores/TypefaceLinksStore';
import { TOKENS } from '../application/tokens';
import { InitialRender } from '../application/rendering/InitialRender';
import { PageAnswers } from '../application/rendering/PageAnswers';
import { TypefaceLibraryStore } from '../application/catalogue/TypefaceLibraryStore';
import { HomeContentLoader } from '../application/content/HomeContentLoader';
import { AxiosLibraryGateway } from './catalogue/AxiosLibraryGateway';
import { AxiosPageContentGateway } from './content/AxiosPageContentGateway';
import { ConsoleLogger } from './browser/ConsoleLogger';
import { WindowPageReloader } from './browser/WindowPageReloader';
import { AxiosApiClient } from './http/AxiosApiClient';
import { AxiosSessionGateway } from './session/AxiosSessionGateway';
import { AxiosSettingsGateway } from './settings/AxiosSettingsGateway';
import { BrowserSessionStorage } from './storage/BrowserSessionStorage';
import { CookieJar } from './storage/CookieJar';
import { CookieProfileStore } from './storage/CookieProfileStore';
import { CookieTokenStore } from './storage/CookieTokenStore';
import { CookieSavedCartCheck } from './cart/CookieSavedCartCheck';

/**
 * The browser side wired together: every token the header, footer and home page use bound
 * to its real adapter or store; the other pages' features (FeatureLoader) are bound when
 * their pages load. Everything is a singleton, because the stores hold the page's state.
 * Tests call this and `container.rebind(TOKEN)` the parts they fake.
 */
export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  // A page the browser renders itself; main.tsx rebinds both when it hydrates the server's HTML.
  container.bind(TOKENS.PageAnswers).toConstantValue(new PageAnswers());
  container.bind(TOKENS.InitialRender).toConstantValue(new InitialRender(false));

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
  container.bind(TOKENS.LibraryGateway).to(AxiosLibraryGateway);
  container.bind(TOKENS.PageContentGateway).to(AxiosPageContentGateway);
  container.bind(TOKENS.SavedCartCheck).to(CookieSavedCartCheck);

  // Application services and stores
  container.bind(TOKENS.AppEvents).to(AppEvents);
  container.bind(TOKENS.MaintenanceStore).to(MaintenanceStore);
  container.bind(TOKENS.SettingsStore).to(SettingsStore);
  container.bind(TOKENS.SessionStore).to(SessionStore);
  container.bind(TOKENS.CartTotalStore).to(CartTotalStore);
  container.bind(TOKENS.TypefaceLinksStore).to(TypefaceLinksStore);
  container.bind(TOKENS.PostLoginRedirect).to(PostLoginRedirect);
  container.bind(TOKENS.AppStartup).to(AppStartup);
  container.bind(TOKENS.TypefaceLibraryStore).to(TypefaceLibraryStore);
  container.bind(TOKENS.HomeContentLoader).to(HomeContentLoader);
  container
    .bind(TOKENS.FeatureLoader)
    .toConstantValue(new ContainerFeatureLoader(container, FEATURE_MODULE_SOURCES));

  return container;
}
