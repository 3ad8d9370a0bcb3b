import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import { AppEvents } from '../../src/application/events/AppEvents';
import type { UserProfile } from '../../src/application/session/UserProfile';
import { SessionStore } from '../../src/application/stores/SessionStore';
import { FakeSessionGateway } from './fakes/FakeSessionGateway';
import { InMemoryProfileStore } from './fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from './fakes/InMemoryTokenStore';

const member: UserProfile = { email: 'club@example.test', personal_info: { beta: 1 } };

function setUp(options: { token?: string; profile?: UserProfile; gateway?: FakeSessionGateway }) {
  const tokens = new InMemoryTokenStore(options.token ?? null);
  const profiles = new InMemoryProfileStore(options.profile ?? null);
  const events = new AppEvents();
  const gateway = options.gateway ?? new FakeSessionGateway();
  const store = new SessionStore(gateway, tokens, profiles, events);
  return { tokens, profiles, events, gateway, store };
}

describe('SessionStore', () => {
  it('counts a visitor with a stored profile as logged in', () => {
    const { store } = setUp({ token: 't', profile: { email: 'a@b.test' } });
    expect(store.isLoggedIn).toBe(true);
    expect(store.isClubMember).toBe(false);
  });

  it('recognises a club member by personal_info.beta', () => {
    expect(setUp({ token: 't', profile: member }).store.isClubMember).toBe(true);
  });

  it('does not call GET /me without a token', async () => {
    const { gateway, store } = setUp({});
    await store.resolveUser();
    expect(gateway.meCalls).toBe(0);
    expect(store.isLoggedIn).toBe(false);
  });

  it('resolves the user behind a stored token and stores the profile', async () => {
    const { profiles, store } = setUp({ token: 't', gateway: new FakeSessionGateway(member) });
    await store.resolveUser();
    expect(store.profile).toEqual(member);
    expect(profiles.read()).toEqual(member);
    expect(store.isClubMember).toBe(true);
  });

  it('deletes the user cookies when the user cannot be resolved', async () => {
    const failure = new ApiError([], 500, '/me');
    const { tokens, profiles, store } = setUp({
      token: 't',
      profile: member,
      gateway: new FakeSessionGateway(failure),
    });
    await expect(store.resolveUser()).rejects.toBe(failure);
    expect(tokens.read()).toBeNull();
    expect(profiles.read()).toBeNull();
    expect(store.isLoggedIn).toBe(false);
  });

  it('logs out: server told, token and profile cleared, user-changed(false) emitted', async () => {
    const { tokens, profiles, events, gateway, store } = setUp({ token: 't', profile: member });
    const changes: boolean[] = [];
    events.userChanged.subscribe((v) => changes.push(v));
    await store.logout();
    expect(gateway.logoutCalls).toBe(1);
    expect(tokens.read()).toBeNull();
    expect(profiles.read()).toBeNull();
    expect(store.isLoggedIn).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('forgets the user when the API client reports user-changed(false)', () => {
    const { events, store } = setUp({ token: 't', profile: member });
    events.userChanged.emit(false);
    expect(store.isLoggedIn).toBe(false);
  });

  it('signs in with a new token and announces the user', async () => {
    const { events, tokens, store } = setUp({ gateway: new FakeSessionGateway(member) });
    const changes: boolean[] = [];
    events.userChanged.subscribe((v) => changes.push(v));
    await store.signIn('new-token');
    expect(tokens.read()).toBe('new-token');
    expect(store.isLoggedIn).toBe(true);
    expect(changes).toEqual([true]);
  });
});
