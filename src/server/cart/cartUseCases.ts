import type { BillingParties } from './app/CartBillingParty';
import { ClearCart } from './app/ClearCart';
import type { CartPricer } from './app/CartPricer';
import type { CartRepository } from './app/CartRepository';
import { FreezeCart } from './app/FreezeCart';
import { OpenQuote } from './app/OpenQuote';
import { OpenSharedCart } from './app/OpenSharedCart';
import { PriceAndSaveCart } from './app/PriceAndSaveCart';
import type { QuotePdfPaths } from './app/QuotePdfPaths';
import type { CartQuote, QuoteRepository } from './app/QuoteRepository';
import type { SharedCartRepository } from './app/SharedCartRepository';
import { ShowCart } from './app/ShowCart';

/** The cart routes' use cases (cartRoutes.ts, quoteRoutes.ts), built by the composition root. */
export interface CartUseCases {
  showCart: ShowCart;
  priceAndSaveCart: PriceAndSaveCart;
  clearCart: ClearCart;
  /**
   * POST /cart/share: freezes the cart's items behind a link and answers its id. Upgrades
   * are their owner's alone: a shared cart holds only new licences.
   */
  shareCart: FreezeCart<string>;
  openSharedCart: OpenSharedCart;
  /**
   * POST /cart/pdf, "Download cart as PDF quote": freezes the priced cart as a quote; its
   * PDF is rendered on first download (OpenQuote).
   */
  quoteCart: FreezeCart<CartQuote>;
  openQuote: OpenQuote;
}

/** The ports the cart's use cases reach, as app.ts built them. */
export interface CartPorts {
  pricer: CartPricer;
  carts: CartRepository;
  sharedCarts: SharedCartRepository;
  quotes: QuoteRepository;
  quoteFiles: QuotePdfPaths;
  /** Whom a caller's cart is priced for, where known (checkout's BillingPartyOfCart). */
  billingParties: BillingParties;
}

export function createCartUseCases(ports: CartPorts): CartUseCases {
  const { pricer, carts, sharedCarts, quotes, billingParties } = ports;
  return {
    showCart: new ShowCart(pricer, carts, billingParties),
    priceAndSaveCart: new PriceAndSaveCart(pricer, carts, billingParties),
    clearCart: new ClearCart(pricer, carts),
    shareCart: new FreezeCart({ pricer, carts, billingParties }, (priced, billing) =>
      sharedCarts.create(
        priced.selection.items,
        priced.cart.discountCode?.applied ? priced.cart.discountCode.code : null,
        billing?.tax ?? null,
      ),
    ),
    openSharedCart: new OpenSharedCart(pricer, sharedCarts),
    quoteCart: new FreezeCart({ pricer, carts, billingParties }, (priced, billing) =>
      quotes.create(priced, billing?.party ?? null),
    ),
    openQuote: new OpenQuote(quotes, ports.quoteFiles),
  };
}
