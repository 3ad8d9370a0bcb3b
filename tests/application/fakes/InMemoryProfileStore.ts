import type { ProfileStore } from '../../../src/application/ports/ProfileStore';
import type { UserProfile } from '../../../src/application/session/UserProfile';

export class InMemoryProfileStore implements ProfileStore {
  constructor(private profile: UserProfile | null = null) {}
  read(): UserProfile | null {
    return this.profile;
  }
  save(profile: UserProfile): void {
    this.profile = profile;
  }
  clear(): void {
    this.profile = null;
  }
}
