import type { CartPricing } from '../../../src/application/cart/CartPricing';
import type { CartGateway } from '../../../src/application/cart/CartGateway';
import type { CartItem } from '../../../src/application/cart/CartItem';
import { ApiError } from '../../../src/application/errors/ApiError';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { priceCart } from '../../../src/domain/cart/Cart';
import { cartItemKey } from '../../../src/application/cart/CartItem';
import { findShopOption } from '../../../src/application/shop/findShopOption';
import type { CollectionBundleShop } from '../../../src/application/shop/CollectionBundleShop';
import type { Shop } from '../../../src/application/shop/Shop';
import { bundleOption } from '../../../src/domain/pricing/collectionBundle';
import { cartFiguresAnswer } from '../../../src/contract/cartFiguresAnswer';

/** A cart server in memory: prices with the domain like the real one, can fail on demand. */
export class FakeCartGateway implements CartGateway {
  readonly updates: CartItem[][] = [];
  readonly discountCodes: (string | null)[] = [];
  readonly shares = new Map<string, CartItem[]>();
  destroyed = 0;
  /** The message the next calls fail with; null answers normally. */
  failWith: string | null = null;
  /** Holds answers until `release()` so a test can look at the in-flight state. */
  private held: (() => void)[] = [];
  hold = false;
  /** A discount line the server adds to every answer (a member's, say); its amount is not taken off. */
  discount: { name: string; value: string } | null = null;

  constructor(
    private readonly shops: Shop[],
    /** Collections it sells as bundles, priced with the domain like the server. */
    private readonly bundles: CollectionBundleShop[] = [],
  ) {}

  async update(
    items: readonly CartItem[],
    discountCode: string | null = null,
  ): Promise<CartPricing> {
    this.updates.push([...items]);
    this.discountCodes.push(discountCode);
    await this.wait();
    this.maybeFail();
    return this.answer(items);
  }

  /** GET cart's calls. */
  currentCalls = 0;
  /** The buyer's tax GET cart answers for an empty cart (null: no buyer known). */
  buyerTax: CartPricing['view']['shownTax'] = null;

  async current(): Promise<CartPricing> {
    this.currentCalls += 1;
    this.maybeFail();
    const answer = this.answer([]);
    return { ...answer, view: { ...answer.view, shownTax: this.buyerTax } };
  }

  async destroy(): Promise<void> {
    this.destroyed += 1;
    this.maybeFail();
  }

  async share(items: readonly CartItem[]): Promise<string> {
    this.maybeFail();
    const id = `shared-${this.shares.size + 1}`;
    this.shares.set(id, [...items]);
    return id;
  }

  async shared(id: string): Promise<CartPricing> {
    this.maybeFail();
    const items = this.shares.get(id);
    if (!items) throw new ApiError([errorItem(null, 'Not found', 'not_found')], 404, `/cart/${id}`);
    return this.answer(items);
  }

  async pdfQuote(): Promise<string> {
    this.maybeFail();
    return '/api/v1/cart/quotes/q1.pdf';
  }

  release(): void {
    const waiting = this.held;
    this.held = [];
    for (const resume of waiting) resume();
  }

  answer(items: readonly CartItem[]): CartPricing {
    const inputs = items.map((item) => {
      const offer = this.bundles.find((entry) => entry.shop.slug === item.typeface);
      if (item.type === 'collections' && offer) {
        return {
          pricing: offer.shop.pricing,
          option: bundleOption(offer.bundle),
          bundle: offer.bundle,
          options: item.options,
          scripts: item.scripts,
          fontClass: item.font_class,
        };
      }
      const shop = this.shops.find((entry) => entry.slug === item.typeface);
      const option = shop && findShopOption(shop, item.type, item.id);
      if (!shop || !option) throw new Error(`unknown option ${item.id}`);
      return {
        pricing: shop.pricing,
        option,
        options: item.options,
        scripts: item.scripts,
        fontClass: item.font_class,
      };
    });
    // The server's figures and texts, from the domain's cents.
    const cart = cartFiguresAnswer(priceCart({ items: inputs }), '$');
    // Like the server: the items it answers are those it priced (overlap taken out).
    const priced = new Set(cart.cart.map(cartItemKey));
    return {
      view: {
        lines: cart.cart.map(({ font_class, options_text, ...line }) => ({
          ...line,
          fontClass: font_class,
          optionsText: options_text,
        })),
        discounts: this.discount ? [...cart.discounts, this.discount] : cart.discounts,
        total: cart.total,
        cartModified: cart.cart_modified,
        note: cart.note,
      },
      items: items.filter((item) => priced.has(cartItemKey(item))),
    };
  }

  private wait(): Promise<void> {
    if (!this.hold) return Promise.resolve();
    return new Promise((resolve) => this.held.push(resolve));
  }

  private maybeFail(): void {
    if (this.failWith !== null) {
      throw new ApiError([errorItem(null, this.failWith, 'connection_error')], 0, '/cart');
    }
  }
}
