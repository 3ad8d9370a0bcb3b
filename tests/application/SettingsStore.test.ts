import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import { AppEvents } from '../../src/application/events/AppEvents';
import { MaintenanceStore } from '../../src/application/stores/MaintenanceStore';
import {
  FALLBACK_CURRENCY_SYMBOL,
  FALLBACK_FOUNDRY_NAME,
  SettingsStore,
} from '../../src/application/stores/SettingsStore';
import { FakeSettingsGateway, TEST_SETTINGS } from './fakes/FakeSettingsGateway';

function setUp(gateway = new FakeSettingsGateway()) {
  const maintenance = new MaintenanceStore(new AppEvents());
  return { gateway, maintenance, store: new SettingsStore(gateway, maintenance) };
}

describe('SettingsStore', () => {
  it('loads the settings once and exposes the currency symbol, name and e-mail', async () => {
    const { gateway, store } = setUp(
      new FakeSettingsGateway({ ...TEST_SETTINGS, currencySymbol: '€' }),
    );
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(gateway.calls).toBe(1);
    expect(store.status).toBe('loaded');
    expect(store.currencySymbol).toBe('€');
    expect(store.foundryName).toBe('Northtype');
    expect(store.contactEmail).toBe('hello@northtype.test');
  });

  it('falls back to defaults before the answer arrives', () => {
    const { store } = setUp();
    expect(store.isSettled).toBe(false);
    expect(store.foundryName).toBe(FALLBACK_FOUNDRY_NAME);
    expect(store.currencySymbol).toBe(FALLBACK_CURRENCY_SYMBOL);
    expect(store.contactEmail).toBeNull();
  });

  it('switches maintenance on from settings, and off again when reloaded settings say so', async () => {
    const { gateway, maintenance, store } = setUp(
      new FakeSettingsGateway({ ...TEST_SETTINGS, maintenanceMode: true }),
    );
    await store.load();
    expect(maintenance.isOn).toBe(true);
    gateway.next = TEST_SETTINGS;
    await store.reload();
    expect(maintenance.isOn).toBe(false);
  });

  it('keeps the error items of a failed load', async () => {
    const failure = new ApiError(
      [{ field: 'maintenance_mode', message: 'must be a boolean', rule: 'isBoolean' }],
      200,
      '/settings',
    );
    const { store } = setUp(new FakeSettingsGateway(failure));
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.isSettled).toBe(true);
    expect(store.errors).toEqual(failure.errors);
  });
});
