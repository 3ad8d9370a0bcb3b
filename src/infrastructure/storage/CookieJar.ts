import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import type { Logger } from '../../application/ports/Logger';
import { TOKENS } from '../../application/tokens';
import { COOKIE_SIZE_LIMIT, cookieSize } from './cookieLimits';

/** How long a login lasts in the browser, in days. */
const COOKIE_LIFETIME_DAYS = 30;

/** The site's own cookies (docs/spec.md §9), written with one set of attributes. */
@injectable()
export class CookieJar {
  constructor(@inject(TOKENS.Logger) private readonly logger: Logger) {}

  read(name: string): string | null {
    return Cookies.get(name) ?? null;
  }

  write(name: string, value: string): void {
    const size = cookieSize(name, value);
    // docs/spec.md §9: warn, because the browser would silently drop it.
    if (size > COOKIE_SIZE_LIMIT) {
      this.logger.warn(
        `Cookie "${name}" is ${size} bytes, above the ${COOKIE_SIZE_LIMIT}-byte limit; the browser may drop it.`,
      );
    }
    Cookies.set(name, value, {
      path: '/',
      expires: COOKIE_LIFETIME_DAYS,
      sameSite: 'lax',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
    });
  }

  remove(name: string): void {
    Cookies.remove(name, { path: '/' });
  }
}
