import { injectable } from 'inversify';
import type { CartItem } from '../../application/cart/CartItem';
import type { CartStorage } from '../../application/cart/CartStorage';
import { CookieJar } from '../storage/CookieJar';
import { CART_COOKIE, DISCOUNT_CODE_COOKIE } from '../../contract/cartCookies';
import { cartItemsFromJson } from '../answers/cartItemsFromJson';
import type { ShownTax } from '../../domain/tax/consumerPrice';
import {
  PRICES_COOKIE,
  pricesCookieValue,
  shownTaxOfPricesCookie,
} from '../../contract/pricesCookie';

/** docs/spec.md §9: the cart is kept in a cookie; CookieJar warns when it outgrows 4096 bytes. */

@injectable()
export class CookieCartStorage implements CartStorage {
  // No @inject: resolved from the parameter type, through emitted decorator metadata.
  constructor(private readonly cookies: CookieJar) {}

  read(): CartItem[] {
    return cartItemsFromJson(this.cookies.read(CART_COOKIE));
  }

  save(items: readonly CartItem[]): void {
    if (items.length === 0) this.cookies.remove(CART_COOKIE);
    else this.cookies.write(CART_COOKIE, JSON.stringify(items));
  }

  clear(): void {
    this.cookies.remove(CART_COOKIE);
    this.cookies.remove(DISCOUNT_CODE_COOKIE);
  }

  readDiscountCode(): string | null {
    return this.cookies.read(DISCOUNT_CODE_COOKIE) || null;
  }

  saveDiscountCode(code: string | null): void {
    if (code) this.cookies.write(DISCOUNT_CODE_COOKIE, code);
    else this.cookies.remove(DISCOUNT_CODE_COOKIE);
  }

  readShownTax(): ShownTax | null {
    return shownTaxOfPricesCookie(this.cookies.read(PRICES_COOKIE));
  }

  saveShownTax(tax: ShownTax | null): void {
    const value = pricesCookieValue(tax);
    if (value === this.cookies.read(PRICES_COOKIE)) return;
    if (value) this.cookies.write(PRICES_COOKIE, value);
    else this.cookies.remove(PRICES_COOKIE);
  }
}
