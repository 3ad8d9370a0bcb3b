import { injectable } from 'inversify';
import type { ProfileStore } from '../../application/ports/ProfileStore';
import type { UserProfile } from '../../application/session/UserProfile';
import { CookieJar } from './CookieJar';

export const PROFILE_COOKIE = 'profile';

@injectable()
export class CookieProfileStore implements ProfileStore {
  // No @inject: resolved from the parameter type, through emitted decorator metadata.
  constructor(private readonly cookies: CookieJar) {}

  read(): UserProfile | null {
    const stored = this.cookies.read(PROFILE_COOKIE);
    if (!stored) return null;
    try {
      const profile: unknown = JSON.parse(stored);
      return typeof profile === 'object' && profile !== null ? (profile as UserProfile) : null;
    } catch {
      // A cookie from an older version of the site: treat the visitor as logged out.
      return null;
    }
  }

  save(profile: UserProfile): void {
    this.cookies.write(PROFILE_COOKIE, JSON.stringify(profile));
  }

  clear(): void {
    this.cookies.remove(PROFILE_COOKIE);
  }
}
