import type { TokenStore } from '../../../src/application/ports/TokenStore';

export class InMemoryTokenStore implements TokenStore {
  constructor(private token: string | null = null) {}
  read(): string | null {
    return this.token;
  }
  save(token: string): void {
    this.token = token;
  }
  clear(): void {
    this.token = null;
  }
}
