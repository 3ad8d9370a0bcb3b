import 'reflect-metadata/lite';
import { describe, expect, it } from 'vitest';
import { AppEvents } from '../../src/application/events/AppEvents';
import type { ApiClient } from '../../src/application/ports/ApiClient';
import type { SettingsGateway } from '../../src/application/ports/SettingsGateway';
import { PostLoginRedirect } from '../../src/application/session/PostLoginRedirect';
import { AppStartup } from '../../src/application/startup/AppStartup';
import { CartTotalStore } from '../../src/application/stores/CartTotalStore';
import { MaintenanceStore } from '../../src/application/stores/MaintenanceStore';
import { SessionStore } from '../../src/application/stores/SessionStore';
import { SettingsStore } from '../../src/application/stores/SettingsStore';
import { TOKENS } from '../../src/application/tokens';
import { createContainer } from '../../src/infrastructure/container';
import { AxiosApiClient } from '../../src/infrastructure/http/AxiosApiClient';
import { AxiosSettingsGateway } from '../../src/infrastructure/settings/AxiosSettingsGateway';
import { CookieJar } from '../../src/infrastructure/storage/CookieJar';
import { CookieTokenStore } from '../../src/infrastructure/storage/CookieTokenStore';
import { FakeSettingsGateway } from '../application/fakes/FakeSettingsGateway';

describe('the real container', () => {
  it('resolves the API client and the stores with their dependencies injected', () => {
    const container = createContainer();
    const api = container.get<ApiClient>(TOKENS.ApiClient);
    expect(api).toBeInstanceOf(AxiosApiClient);
    expect(container.get<SettingsGateway>(TOKENS.SettingsGateway)).toBeInstanceOf(
      AxiosSettingsGateway,
    );
    expect(container.get(TOKENS.SettingsStore)).toBeInstanceOf(SettingsStore);
    expect(container.get(TOKENS.MaintenanceStore)).toBeInstanceOf(MaintenanceStore);
    expect(container.get(TOKENS.SessionStore)).toBeInstanceOf(SessionStore);
    expect(container.get(TOKENS.CartTotalStore)).toBeInstanceOf(CartTotalStore);
    expect(container.get(TOKENS.PostLoginRedirect)).toBeInstanceOf(PostLoginRedirect);
    expect(container.get(TOKENS.AppStartup)).toBeInstanceOf(AppStartup);
  });

  it('shares one AppEvents between the API client and the stores (singletons)', () => {
    const container = createContainer();
    const events = container.get<AppEvents>(TOKENS.AppEvents);
    expect(container.get(TOKENS.AppEvents)).toBe(events);
    const cart = container.get<CartTotalStore>(TOKENS.CartTotalStore);
    events.cartTotal.emit('$75');
    expect(cart.total).toBe('$75');
  });

  it('injects by parameter type through emitted decorator metadata', () => {
    // CookieTokenStore's constructor has no @inject: only design:paramtypes names CookieJar.
    expect(Reflect.getMetadata('design:paramtypes', CookieTokenStore)).toEqual([CookieJar]);
    const tokenStore = createContainer().get<CookieTokenStore>(TOKENS.TokenStore);
    expect(tokenStore).toBeInstanceOf(CookieTokenStore);
    expect(tokenStore.read()).toBeNull();
  });

  it('lets a test rebind a port to a fake', async () => {
    const container = createContainer();
    container.rebind(TOKENS.SettingsGateway).toConstantValue(new FakeSettingsGateway());
    const settings = container.get<SettingsStore>(TOKENS.SettingsStore);
    await settings.load();
    expect(settings.foundryName).toBe('Northtype');
  });
});
