import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import { AppEvents } from '../../src/application/events/AppEvents';
import { AppStartup } from '../../src/application/startup/AppStartup';
import { isAccountCallbackPath } from '../../src/application/startup/isAccountCallbackPath';
import { MaintenanceStore } from '../../src/application/stores/MaintenanceStore';
import { SessionStore } from '../../src/application/stores/SessionStore';
import { SettingsStore } from '../../src/application/stores/SettingsStore';
import { FakeSessionGateway } from './fakes/FakeSessionGateway';
import { FakeSettingsGateway } from './fakes/FakeSettingsGateway';
import { InMemoryProfileStore } from './fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from './fakes/InMemoryTokenStore';
import { RecordingLogger } from './fakes/RecordingLogger';

function setUp(sessionGateway: FakeSessionGateway, token: string | null) {
  const events = new AppEvents();
  const settingsGateway = new FakeSettingsGateway();
  const settings = new SettingsStore(settingsGateway, new MaintenanceStore(events));
  const session = new SessionStore(
    sessionGateway,
    new InMemoryTokenStore(token),
    new InMemoryProfileStore(),
    events,
  );
  const logger = new RecordingLogger();
  return { settingsGateway, session, logger, startup: new AppStartup(settings, session, logger) };
}

describe('start-up', () => {
  it('recognises the account callback paths of docs/spec.md §2', () => {
    expect(isAccountCallbackPath('/auth/reset-password/abc')).toBe(true);
    expect(isAccountCallbackPath('/channels/manage')).toBe(true);
    expect(isAccountCallbackPath('/typefaces')).toBe(false);
  });

  it('requests the settings and resolves the stored user before the app starts', async () => {
    const { settingsGateway, session, startup } = setUp(new FakeSessionGateway(), 'token');
    await startup.run('/');
    expect(settingsGateway.calls).toBe(1);
    expect(session.isLoggedIn).toBe(true);
  });

  it('only logs a failed user resolution', async () => {
    const { logger, session, startup } = setUp(
      new FakeSessionGateway(new ApiError([], 500, '/me')),
      'token',
    );
    await expect(startup.run('/')).resolves.toBeUndefined();
    expect(session.isLoggedIn).toBe(false);
    expect(logger.errors).toHaveLength(1);
  });
});
