import { inject, injectable, optional } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { cartItemsIdWise } from '../../domain/cart/cartItemsIdWise';
import { licensesSomething } from '../../domain/cart/cartLineLicence';
import {
  beginAddingOption,
  canAddOption,
  finishAddingOption,
  optionState,
  optionStatesFromCart,
  resetAllOptions,
  resetOption,
  retainOptions,
  type CartOptionState,
  type CartOptionStates,
} from '../../domain/cart/cartOptionState';
import type { LicenceSelections } from '../../domain/pricing/LicenceCategory';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/ErrorItem';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { AppEvents } from '../events/AppEvents';
import type { Logger } from '../ports/Logger';
import type { TokenStore } from '../ports/TokenStore';
import type { ShownTax } from '../../domain/tax/consumerPrice';
import type { Shop } from '../shop/Shop';
import { TOKENS } from '../tokens';
import type { CartPricing } from './CartPricing';
import type { CartGateway } from './CartGateway';
import { cartItemKey, type CartItem } from './CartItem';
import type { CartStorage } from './CartStorage';
import { EMPTY_CART_VIEW, type CartView } from './CartView';
import { estimateCart } from './estimateCart';

/**
 * The visitor's cart (docs/spec.md §4 "Cart"): what they chose, kept in a cookie and on the server.
 * Every change is sent at once (PUT cart) and the server's answer is the price shown; until
 * it arrives (or when it fails) the browser's own estimate is shown instead.
 */
@injectable()
export class CartStore {
  items: CartItem[] = [];
  /** The server's last answer; docs/spec.md §4: a failed update leaves an empty cart here. */
  answer: CartView = EMPTY_CART_VIEW;
  optionStates: CartOptionStates = resetAllOptions();
  /** A cart call is under way. */
  isUpdating = false;
  /** What went wrong with the last cart call, for the visitor. */
  error: string | null = null;
  /** The discount code typed in the cart or the review step; sent with every cart call. */
  discountCode: string | null = null;
  /**
   * What the last add came to, in words for a live region ("EB Garamond Italic added to
   * your cart."), so a screen reader hears what a sighted visitor sees in the cart bar.
   */
  announcement = '';
  /** The shops this visit has loaded, so their lines can be priced before the answer. */
  private readonly shops = observable.map<string, Shop>({}, { deep: false });
  private answered = false;
  private restored = false;
  /** Only the answer to the latest request may land: an older one would undo a newer change. */
  private latestRequest = 0;

  constructor(
    @inject(TOKENS.CartGateway) private readonly gateway: CartGateway,
    @inject(TOKENS.CartStorage) private readonly storage: CartStorage,
    @inject(TOKENS.AppEvents) private readonly events: AppEvents,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    /** The session token: only a logged-in visitor's empty cart asks whom it is priced for. */
    @inject(TOKENS.TokenStore) @optional() private readonly tokens: TokenStore | null = null,
  ) {
    makeObservable<CartStore, 'answered' | 'replaceItems'>(this, {
      items: observableRef,
      answer: observableRef,
      optionStates: observableRef,
      isUpdating: observable,
      error: observable,
      discountCode: observable,
      announcement: observable,
      answered: observable,
      view: computed,
      isEmpty: computed,
      restore: action,
      showPricesFor: action,
      registerShop: action,
      add: action,
      remove: action,
      changeLicences: action,
      empty: action,
      loadShared: action,
      applyDiscountCode: action,
      replaceItems: action,
    });
    events.userChanged.subscribe(() => void this.buyerChanged());
    // The prices the server rendered the page in (its prices cookie): the first render here
    // shows them the same way, and the next answer confirms or changes them.
    const shownTax = storage.readShownTax?.() ?? null;
    if (shownTax) this.answer = { ...EMPTY_CART_VIEW, shownTax };
  }

  /**
   * The server's render of a page for a buyer whose prices it knows from their prices cookie
   * (src/entry-server.tsx): the page shows them as this browser's first render will.
   */
  showPricesFor(shownTax: ShownTax): void {
    this.answer = { ...this.answer, shownTax };
  }

  /** The answer that prices the cart now, and how it shows prices, kept for the next page. */
  private answerWith(view: CartView): void {
    this.answer = view;
    this.storage.saveShownTax?.(view.shownTax ?? null);
  }

  /** The answer when it matches the items, else the browser's estimate. */
  get view(): CartView {
    if (this.answered) return this.answer;
    return estimateCart(this.items, this.shops, this.answer);
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** Zero in the loaded shops' currency; '' when none is loaded, which the header reads as zero. */
  private get emptyTotal(): string {
    const [shop] = this.shops.values();
    return shop ? formatMoney(0, shop.currencySymbol) : '';
  }

  stateOf(key: string): CartOptionState {
    return optionState(this.optionStates, key);
  }

  /** The licences and scripts of a shop's lines (they always share them), or null. */
  choicesIn(typeface: string): Pick<CartItem, 'options' | 'scripts'> | null {
    return this.items.find((item) => item.typeface === typeface && !item.upgrade) ?? null;
  }

  /**
   * At app start: the cookie's cart, priced once so the header can show its total. A
   * logged-in customer's empty cart asks the server whom it is priced for, so a consumer whose
   * country is known sees the shop's prices including their VAT (docs/taxes.md "Prices
   * including VAT"); a guest's empty cart knows no buyer, and asks nothing.
   */
  async restore(): Promise<void> {
    if (this.restored) return;
    this.restored = true;
    const items = this.storage.read();
    this.discountCode = this.storage.readDiscountCode?.() ?? null;
    if (items.length === 0) {
      if (this.tokens?.read()) await this.learnBuyer();
      return;
    }
    this.replaceItems(items);
    await this.sync();
  }

  /** After a login or logout the buyer may be someone else: the prices follow. */
  private async buyerChanged(): Promise<void> {
    if (!this.restored) return;
    if (this.items.length > 0) await this.sync();
    else await this.learnBuyer();
  }

  /** The buyer's tax for an empty cart (GET cart); its items stay the browser's. */
  private async learnBuyer(): Promise<void> {
    const ticket = ++this.latestRequest;
    try {
      const { view } = await this.gateway.current();
      if (ticket !== this.latestRequest || this.items.length > 0) return;
      runInAction(() => {
        this.answerWith({ ...EMPTY_CART_VIEW, shownTax: view.shownTax ?? null });
      });
    } catch (error) {
      // Prices are then shown net, as to any visitor the shop does not know.
      this.logger.error('Cart call failed', error);
    }
  }

  registerShop(shop: Shop): void {
    this.shops.set(shop.slug, shop);
  }

  /**
   * Adds an option once: a processing or processed option is left alone (docs/spec.md §4), and so is
   * a line that licenses nothing (the server would refuse it).
   */
  async add(item: CartItem): Promise<void> {
    const key = cartItemKey(item);
    if (!canAddOption(this.optionStates, key) || !licensesSomething(item.options)) return;
    this.optionStates = beginAddingOption(this.optionStates, key);
    this.setItems([...this.items, item]);
    const succeeded = await this.sync();
    runInAction(() => {
      this.optionStates = finishAddingOption(this.optionStates, key, succeeded);
      this.announcement = succeeded
        ? `${item.name} added to your cart.`
        : `${item.name} could not be added to your cart.`;
      // The add did not happen: take the line out again so the 'Add' button tells the truth.
      if (!succeeded) this.setItems(this.items.filter((entry) => cartItemKey(entry) !== key));
    });
  }

  async remove(key: string): Promise<void> {
    this.optionStates = resetOption(this.optionStates, key);
    this.setItems(this.items.filter((item) => cartItemKey(item) !== key));
    await this.sync();
  }

  /**
   * New licences or scripts in a shop re-price that shop's lines already in the cart (not its
   * upgrades, whose licence was chosen from the order history). With
   * every licence at 'None' the lines keep the licences they had: a line must license
   * something, and the shop asks for a licence before anything else.
   */
  async changeLicences(
    typeface: string,
    options: LicenceSelections,
    scripts: readonly string[],
  ): Promise<void> {
    if (!licensesSomething(options)) return;
    // An upgrade keeps the licence chosen for it in the order history.
    const follows = (item: CartItem) => item.typeface === typeface && !item.upgrade;
    if (!this.items.some(follows)) return;
    this.setItems(
      this.items.map((item) =>
        follows(item) ? { ...item, options, scripts: [...scripts] } : item,
      ),
    );
    await this.sync();
  }

  /** Destroys the cart: server copy, cookie, option states; the total goes back to '$0'. */
  async empty(): Promise<void> {
    const ticket = ++this.latestRequest;
    this.replaceItems([]);
    this.discountCode = null;
    this.storage.clear();
    this.answer = EMPTY_CART_VIEW;
    this.answered = true;
    this.isUpdating = false;
    this.error = null;
    this.events.cartTotal.emit(this.emptyTotal);
    try {
      await this.gateway.destroy();
    } catch (error) {
      // The browser's cart is already empty; a stale server copy is replaced by the next PUT.
      if (ticket === this.latestRequest) this.fail(error);
    }
  }

  /**
   * Prices the cart with a discount code (null: without one). The server says whether it
   * applies (`view.discountCode`); a refused code is kept so its reason stays shown.
   */
  async applyDiscountCode(code: string | null): Promise<void> {
    const trimmed = code?.trim() ?? '';
    this.discountCode = trimmed === '' ? null : trimmed;
    this.storage.saveDiscountCode?.(this.discountCode);
    this.answered = false;
    await this.sync();
  }

  /** Makes a shared cart this browser's cart (docs/spec.md §2 "Cart" with a query id). */
  async loadShared(id: string): Promise<void> {
    // The shared cart replaces the cookie's: a restore after this must not bring that back.
    this.restored = true;
    const ticket = ++this.latestRequest;
    this.isUpdating = true;
    this.error = null;
    try {
      const shared = await this.gateway.shared(id);
      if (ticket !== this.latestRequest) return;
      this.replaceItems(shared.items);
      this.storage.save(shared.items);
      // The link carries the sharer's discount code: the cart opens at the price they saw.
      const sharedCode = shared.view.discountCode;
      if (sharedCode?.applied) {
        runInAction(() => (this.discountCode = sharedCode.code));
        this.storage.saveDiscountCode?.(sharedCode.code);
      }
      await this.sync();
    } catch (error) {
      if (ticket === this.latestRequest) this.fail(error);
    }
  }

  /** The id of a shared copy of the cart, or null when the call failed (see `error`). */
  async share(): Promise<string | null> {
    return this.ask(() => this.gateway.share(this.items, this.discountCode));
  }

  /** The address of the cart's PDF quote, or null when the call failed (see `error`). */
  async pdfQuote(): Promise<string | null> {
    return this.ask(() => this.gateway.pdfQuote(this.items, this.discountCode));
  }

  private async ask(call: () => Promise<string>): Promise<string | null> {
    runInAction(() => {
      this.error = null;
    });
    try {
      return await call();
    } catch (error) {
      this.fail(error);
      return null;
    }
  }

  private setItems(items: CartItem[]): void {
    this.items = items;
    this.answered = false;
    this.storage.save(items);
  }

  /** Items from outside (cookie, shared link): their options are already in the cart. */
  private replaceItems(items: CartItem[]): void {
    this.items = items;
    this.answered = false;
    this.optionStates = optionStatesFromCart(cartItemsIdWise(items));
  }

  /** PUT cart with the current items; true when the server answered. */
  private async sync(): Promise<boolean> {
    const ticket = ++this.latestRequest;
    const items = this.items;
    runInAction(() => {
      this.isUpdating = true;
      this.error = null;
    });
    try {
      const answer = await this.gateway.update(items, this.discountCode);
      if (ticket === this.latestRequest) this.accept(answer);
      return true;
    } catch (error) {
      if (ticket === this.latestRequest) this.fail(error);
      return false;
    }
  }

  private accept({ view, items }: CartPricing): void {
    runInAction(() => {
      // The server may lower licences (junior limit) or take out lines a package in the cart
      // already licenses; its items are then the cart, and only their options stay 'Added'.
      if (view.cartModified) {
        this.setItems(items);
        this.optionStates = retainOptions(this.optionStates, new Set(items.map(cartItemKey)));
      }
      this.answerWith(view);
      this.answered = true;
      this.isUpdating = false;
      this.events.cartTotal.emit(view.total.value);
    });
  }

  private fail(error: unknown): void {
    this.logger.error('Cart call failed', error);
    runInAction(() => {
      // docs/spec.md §4: an error on update returns an empty cart. The items the visitor chose stay
      // (in the cookie too), shown at the browser's prices, with what went wrong.
      this.answer = EMPTY_CART_VIEW;
      this.answered = false;
      this.isUpdating = false;
      this.error = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
      this.events.cartTotal.emit(this.view.total.value);
    });
  }
}
