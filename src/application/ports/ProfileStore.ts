import type { UserProfile } from '../session/UserProfile';

/**
 * Keeps the logged-in user's profile between visits (docs/spec.md §9: the `profile` cookie).
 * Its presence is what "logged in" means (docs/spec.md §4).
 */
export interface ProfileStore {
  read(): UserProfile | null;
  save(profile: UserProfile): void;
  clear(): void;
}
