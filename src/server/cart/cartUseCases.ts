import { ClearCart } from './ClearCart';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import { OpenQuote } from './OpenQuote';
import { OpenSharedCart } from './OpenSharedCart';
import { PriceAndSaveCart } from './PriceAndSaveCart';
import type { QuotePdfFiles } from './QuotePdfFiles';
import { QuoteCart } from './QuoteCart';
import type { QuoteRepository } from './QuoteRepository';
import { ShareCart } from './ShareCart';
import type { SharedCartRepository } from './SharedCartRepository';
import { ShowCart } from './ShowCart';

/** The cart routes' use cases (cartRoutes.ts, quoteRoutes.ts), built by the composition root. */
export interface CartUseCases {
  showCart: ShowCart;
  priceAndSaveCart: PriceAndSaveCart;
  clearCart: ClearCart;
  shareCart: ShareCart;
  openSharedCart: OpenSharedCart;
  quoteCart: QuoteCart;
  openQuote: OpenQuote;
}

/** The ports the cart's use cases reach, as app.ts built them. */
export interface CartPorts {
  pricer: CartPricer;
  carts: CartRepository;
  sharedCarts: SharedCartRepository;
  quotes: QuoteRepository;
  quoteFiles: QuotePdfFiles;
}

export function createCartUseCases(ports: CartPorts): CartUseCases {
  const { pricer, carts, sharedCarts, quotes } = ports;
  return {
    showCart: new ShowCart(pricer, carts),
    priceAndSaveCart: new PriceAndSaveCart(pricer, carts),
    clearCart: new ClearCart(pricer, carts),
    shareCart: new ShareCart({ pricer, carts }, sharedCarts),
    openSharedCart: new OpenSharedCart(pricer, sharedCarts),
    quoteCart: new QuoteCart({ pricer, carts }, quotes),
    openQuote: new OpenQuote(quotes, ports.quoteFiles),
  };
}
