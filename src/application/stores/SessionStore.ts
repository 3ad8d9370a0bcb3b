import { inject, injectable } from 'inversify';
import {
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import { AppEvents } from '../events/AppEvents';
import type { ProfileStore } from '../ports/ProfileStore';
import type { SessionGateway } from '../ports/SessionGateway';
import type { TokenStore } from '../ports/TokenStore';
import type { UserProfile } from '../session/UserProfile';
import { TOKENS } from '../tokens';

/**
 * Who is using the site. Logged-in status is the presence of the stored profile (docs/spec.md §4);
 * the token is what the API client sends.
 */
@injectable()
export class SessionStore {
  profile: UserProfile | null;
  hasToken: boolean;

  constructor(
    @inject(TOKENS.SessionGateway) private readonly gateway: SessionGateway,
    @inject(TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(TOKENS.ProfileStore) private readonly profiles: ProfileStore,
    @inject(TOKENS.AppEvents) private readonly events: AppEvents,
  ) {
    this.profile = profiles.read();
    this.hasToken = tokens.read() !== null;
    makeObservable<SessionStore, 'forget'>(this, {
      profile: observableRef,
      hasToken: observable,
      isLoggedIn: computed,
      isClubMember: computed,
      signIn: actionBound,
      forget: actionBound,
    });
    // The API client clears the cookies on a 401; the store follows.
    events.userChanged.subscribe((loggedIn) => {
      if (!loggedIn) this.forget();
    });
  }

  get isLoggedIn(): boolean {
    return this.profile !== null;
  }

  /** Club members see the Club menu entry (docs/spec.md §6: personal_info.beta). */
  get isClubMember(): boolean {
    return this.isLoggedIn && Boolean(this.profile?.personal_info?.beta);
  }

  /** At start-up: with a stored token, find out whose it is before the app starts (docs/spec.md §4). */
  async resolveUser(): Promise<void> {
    if (this.tokens.read() === null) {
      runInAction(() => (this.hasToken = false));
      return;
    }
    try {
      const profile = await this.gateway.currentUser();
      this.profiles.save(profile);
      runInAction(() => {
        this.profile = profile;
        this.hasToken = true;
      });
    } catch (error) {
      // docs/spec.md §4: a failed user resolution deletes the user cookies.
      this.clearStoredUser();
      throw error;
    }
  }

  /** After login, registration or club sign-up: keep the token, then learn who it belongs to. */
  async signIn(token: string): Promise<void> {
    this.tokens.save(token);
    this.hasToken = true;
    await this.resolveUser();
    this.events.userChanged.emit(true);
  }

  /** Ends the session on the server (best effort) and here. The UI reloads the page after. */
  async logout(): Promise<void> {
    try {
      await this.gateway.logout();
    } catch {
      // The token may already be invalid; the visitor still expects to be logged out.
    }
    this.clearStoredUser();
    this.events.userChanged.emit(false);
  }

  private clearStoredUser(): void {
    this.tokens.clear();
    this.profiles.clear();
    this.forget();
  }

  private forget(): void {
    this.profile = null;
    this.hasToken = false;
  }
}
