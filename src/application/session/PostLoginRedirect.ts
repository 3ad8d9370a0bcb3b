import { inject, injectable } from 'inversify';
import type { KeyValueStorage } from '../ports/KeyValueStorage';
import { TOKENS } from '../tokens';

const STORAGE_KEY = 'redirect_after_login';

/**
 * The address a guest wanted before the login guard stopped them (docs/spec.md §4): login sends
 * them back there once, then forgets it.
 */
@injectable()
export class PostLoginRedirect {
  constructor(@inject(TOKENS.SessionKeyValueStorage) private readonly storage: KeyValueStorage) {}

  remember(address: string): void {
    this.storage.setItem(STORAGE_KEY, address);
  }

  peek(): string | null {
    return this.storage.getItem(STORAGE_KEY);
  }

  /** The stored address, removed so it is used only once. */
  take(): string | null {
    const address = this.storage.getItem(STORAGE_KEY);
    this.storage.removeItem(STORAGE_KEY);
    return address;
  }
}
