import { injectable } from 'inversify';
import type { SavedCartCheck } from '../../application/cart/SavedCartCheck';
import { CookieJar } from '../storage/CookieJar';
import { CART_COOKIE } from '../../contract/cartCookies';

/** CookieCartStorage never keeps an empty list: any cart cookie holds items. */
@injectable()
export class CookieSavedCartCheck implements SavedCartCheck {
  // No @inject: resolved from the parameter type, through emitted decorator metadata.
  constructor(private readonly cookies: CookieJar) {}

  holdsItems(): boolean {
    const kept = this.cookies.read(CART_COOKIE);
    return kept !== null && kept !== '' && kept !== '[]';
  }
}
