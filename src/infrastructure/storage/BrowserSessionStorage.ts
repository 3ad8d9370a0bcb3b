import { injectable } from 'inversify';
import type { KeyValueStorage } from '../../application/ports/KeyValueStorage';

/**
 * `sessionStorage`, falling back to memory where it is missing or refuses writes
 * (private browsing, storage disabled) so that a guard never throws.
 */
@injectable()
export class BrowserSessionStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string>();

  getItem(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? this.memory.get(key) ?? null;
    } catch {
      return this.memory.get(key) ?? null;
    }
  }

  setItem(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // Kept in memory only.
    }
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Nothing stored there.
    }
  }
}
