import { injectable } from 'inversify';
import type { TokenStore } from '../../application/ports/TokenStore';
import { CookieJar } from './CookieJar';

export const TOKEN_COOKIE = 'token';

@injectable()
export class CookieTokenStore implements TokenStore {
  // No @inject: resolved from the parameter type, through emitted decorator metadata.
  constructor(private readonly cookies: CookieJar) {}

  read(): string | null {
    return this.cookies.read(TOKEN_COOKIE) || null;
  }

  save(token: string): void {
    this.cookies.write(TOKEN_COOKIE, token);
  }

  clear(): void {
    this.cookies.remove(TOKEN_COOKIE);
  }
}
