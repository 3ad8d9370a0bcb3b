import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { LicenceCategory, LicenceSelections } from '../../domain/pricing/LicenceCategory';
import { optionPrice } from '../../domain/pricing/optionPrice';
import { isLargerLicence } from '../../domain/upgrades/licenceUpgrade';
import { growsFrom } from '../../domain/upgrades/upgradeChoices';
import { upgradeCreditCents } from '../../domain/upgrades/upgradeCredit';
import type { OrderedLicence } from '../account/OrderedLicence';
import type { OrderLine } from '../account/OrderLine';
import { cartItemKey, type CartItem } from '../cart/CartItem';
import type { Shop, ShopOption } from '../shop/Shop';

/** The cart's side of an upgrade: what `CartStore` offers, so a test can stand in for it. */
export interface UpgradeCart {
  readonly items: readonly CartItem[];
  readonly error: string | null;
  registerShop(shop: Shop): void;
  remove(key: string): Promise<void>;
  add(item: CartItem): Promise<void>;
}

const KIND_ORDER = { styles: 0, subfamilies: 1, families: 2 } as const;

/**
 * The larger licence a customer picks for one order line (docs/shop.md, "Upgrades"), and the
 * difference to pay as the domain estimates it; the cart prices it on the server with any
 * junior discount, code and tax. The shop's `ShopChoices` does the same for a new line.
 */
export class UpgradeChoices {
  optionKey: string;
  selections: LicenceSelections;
  scripts: string[];

  constructor(
    readonly shop: Shop,
    readonly orderId: string,
    readonly lineIndex: number,
    readonly line: OrderLine,
    readonly licence: OrderedLicence,
  ) {
    this.optionKey = cartItemKey(licence);
    this.selections = { ...licence.options };
    this.scripts = [...licence.scripts];
    makeObservable(this, {
      optionKey: observable,
      selections: observableRef,
      scripts: observableRef,
      options: computed,
      option: computed,
      isLarger: computed,
      newCents: computed,
      creditCents: computed,
      dueCents: computed,
      chooseOption: action,
      chooseTier: action,
      toggleScript: action,
    });
  }

  /** The owned option and every package in the shop that holds it, smallest first. */
  get options(): ShopOption[] {
    const owned = { kind: this.licence.type, id: this.licence.id };
    return [...this.shop.styles, ...this.shop.packages]
      .flatMap((group) => group.options)
      .filter((option) => growsFrom(option, owned))
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  }

  /** The chosen option; undefined when the owned licence is no longer sold. */
  get option(): ShopOption | undefined {
    return this.options.find((candidate) => optionKeyOf(candidate) === this.optionKey);
  }

  /** The new licence grants everything the old one did and more. */
  get isLarger(): boolean {
    const option = this.option;
    if (!option) return false;
    const owned = {
      option: { kind: this.licence.type, id: this.licence.id, name: this.line.name },
      options: this.licence.options,
      scripts: this.licence.scripts,
    };
    return isLargerLicence(owned, { option, options: this.selections, scripts: this.scripts });
  }

  get newCents(): number {
    const option = this.option;
    return option ? optionPrice(this.shop.pricing, option, this.selections, this.scripts) : 0;
  }

  get creditCents(): number {
    return upgradeCreditCents(this.line.paidCents ?? 0, this.newCents);
  }

  get dueCents(): number {
    return this.newCents - this.creditCents;
  }

  chooseOption(key: string): void {
    this.optionKey = key;
  }

  /** `tier`: the tier's index, or null for "None". */
  chooseTier(category: LicenceCategory, tier: number | null): void {
    this.selections = { ...this.selections, [category]: tier };
  }

  toggleScript(script: string, on: boolean): void {
    this.scripts = on ? [...this.scripts, script] : this.scripts.filter((s) => s !== script);
  }

  /** The cart item that asks the server to price this upgrade of the order line. */
  cartItem(): CartItem | undefined {
    const option = this.option;
    if (!option) return undefined;
    return {
      id: option.id,
      type: option.kind,
      typeface: this.licence.typeface,
      name: option.name,
      font_class: this.shop.headerClass,
      options: this.selections,
      scripts: this.scripts,
      upgrade: { order_id: this.orderId, line: this.lineIndex },
    };
  }

  /** Puts the upgrade in the cart; answers whether the cart took it. */
  async addTo(cart: UpgradeCart): Promise<boolean> {
    const item = this.cartItem();
    if (!item || !this.isLarger) return false;
    cart.registerShop(this.shop);
    // One line per option: an earlier choice of the same option makes way for the upgrade.
    const key = cartItemKey(item);
    if (cart.items.some((entry) => cartItemKey(entry) === key)) await cart.remove(key);
    await cart.add(item);
    return !cart.error;
  }
}

/** An option's key, as the cart keys its items. */
export function optionKeyOf(option: ShopOption): string {
  return cartItemKey({ type: option.kind, id: option.id });
}
