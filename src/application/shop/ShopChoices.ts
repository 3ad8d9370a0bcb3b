import { action, makeObservable, observableRef } from 'mobx';
import {
  LICENCE_CATEGORIES,
  type LicenceCategory,
  type LicenceSelections,
} from '../../domain/pricing/LicenceCategory';
import { licensesSomething } from '../../domain/cart/cartLineLicence';
import { holdingPackage } from '../../domain/cart/cartOverlap';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { optionPrice } from '../../domain/pricing/optionPrice';
import { packageSavings } from '../../domain/pricing/packageSavings';
import type { PurchasableOption } from '../../domain/pricing/ShopPricing';
import { shownPriceCents, type ShownTax } from '../../domain/tax/consumerPrice';
import type { CartItem } from '../cart/CartItem';
import { findShopOption } from './findShopOption';
import type { Shop, ShopOption } from './Shop';
import type { OwnedShopLicence } from './OwnedShopLicence';
import { ownedMark, type OwnedLicence, type OwnedMark } from '../../domain/upgrades/ownedLicence';
import { upgradeCreditCents } from '../../domain/upgrades/upgradeCredit';

/** Field name of a script's checkbox; licence fields are named for their category. */
export function scriptFieldName(scriptId: string): string {
  return `script:${scriptId}`;
}

function isCategory(name: string): name is LicenceCategory {
  return (LICENCE_CATEGORIES as readonly string[]).includes(name);
}

/**
 * The licences and scripts chosen in one shop, and the prices they give. Shaped like a
 * form (value/set/fieldError) so the shared select and checkbox fields can bind to it:
 * a licence field holds the tier index as text, '' for 'None'.
 */
export class ShopChoices {
  selections: LicenceSelections;
  scripts: string[];
  /**
   * The licences of this family the logged-in customer holds, once asked after hydration
   * (the server-rendered page is everyone's, so it never holds them).
   */
  owned: OwnedLicence[] = [];

  /**
   * `chosen`: what this family's cart lines already have, so the shop reopens on it.
   * `tester`: the type tester's set-up the visitor came with (its address query); every line
   * added here carries it.
   */
  constructor(
    readonly shop: Shop,
    chosen: { options: LicenceSelections; scripts: readonly string[] } | null = null,
    readonly tester: string | null = null,
  ) {
    this.selections = { ...(chosen?.options ?? shop.defaults) };
    this.scripts = [...(chosen?.scripts ?? shop.defaultScripts)];
    makeObservable(this, {
      selections: observableRef,
      scripts: observableRef,
      owned: observableRef,
      set: action,
      setOwned: action,
    });
  }

  value(name: string): string | boolean {
    if (isCategory(name)) {
      const tier = this.selections[name];
      return typeof tier === 'number' ? String(tier) : '';
    }
    return this.scripts.some((id) => scriptFieldName(id) === name);
  }

  set(name: string, value: unknown): void {
    if (isCategory(name)) {
      const tier = typeof value === 'string' && value !== '' ? Number(value) : null;
      this.selections = { ...this.selections, [name]: tier };
      return;
    }
    const script = this.shop.pricing.scripts.find((entry) => scriptFieldName(entry.id) === name);
    if (!script) return;
    const others = this.scripts.filter((id) => id !== script.id);
    // Kept in the shop's order, so the cart lists scripts the same way every time.
    const chosen = value === true ? [...others, script.id] : others;
    this.scripts = this.shop.pricing.scripts
      .map((entry) => entry.id)
      .filter((id) => chosen.includes(id));
  }

  /** Every choice is valid: 'None' is allowed in every category (DESIGN "Pricing"). */
  fieldError(): string | undefined {
    return undefined;
  }

  /**
   * Whether the choices license anything. With every licence at 'None' the shop shows no
   * price and offers no 'Add': such a line would sell nothing (cartLineLicence.ts).
   */
  get licensesSomething(): boolean {
    return licensesSomething(this.selections);
  }

  /**
   * The package of this family in the cart that already licenses `option` with the current
   * choices, for "Included in …" in place of 'Add'; undefined when there is none.
   */
  packageHolding(option: ShopOption, cartItems: readonly CartItem[]): ShopOption | undefined {
    const packages = cartItems.flatMap((item) => {
      const held =
        item.typeface === this.shop.slug && findShopOption(this.shop, item.type, item.id);
      return held ? [{ option: held, options: item.options, scripts: item.scripts }] : [];
    });
    const wanted = { option, options: this.selections, scripts: this.scripts };
    return holdingPackage(packages, wanted)?.option;
  }

  /** Keeps the customer's licences of this family, matched to the shop's options. */
  setOwned(licences: readonly OwnedShopLicence[]): void {
    this.owned = licences.flatMap((licence) => {
      if (licence.kind === 'collections') return [];
      const option = findShopOption(this.shop, licence.kind, licence.optionId);
      return option
        ? [
            {
              option,
              options: licence.options,
              scripts: licence.scripts,
              orderId: licence.orderId,
              line: licence.line,
              paidCents: licence.paidCents,
            },
          ]
        : [];
    });
  }

  /**
   * "Owned" when a licence the customer holds grants `option` under the current choices;
   * "Upgrade" of that licence when the choices are larger (docs/shop.md "Owned licences").
   */
  ownedMark(option: ShopOption): OwnedMark<OwnedLicence> {
    return ownedMark(this.owned, { option, options: this.selections, scripts: this.scripts });
  }

  /** The cart item that upgrades an owned line to `option` under the current choices. */
  upgradeItem(option: ShopOption, of: OwnedLicence): CartItem {
    return {
      id: option.id,
      type: option.kind,
      typeface: this.shop.slug,
      name: option.name,
      font_class: this.shop.headerClass,
      options: this.selections,
      scripts: this.scripts,
      upgrade: { order_id: of.orderId, line: of.line },
      ...(this.tester ? { tester: this.tester } : {}),
    };
  }

  /**
   * What a package saves against its styles bought singly with the current choices
   * ("save $80"), including the buyer's VAT where the prices do (priceText); null for a
   * single style, or when it saves nothing.
   */
  savingsText(option: PurchasableOption, tax: ShownTax | null = null): string | null {
    const singles = this.shop.styles.flatMap((group) => group.options);
    const saved = packageSavings(this.shop.pricing, option, singles, this.selections, this.scripts);
    return saved > 0 ? `save ${this.shownMoney(saved, tax)}` : null;
  }

  /** A net amount as the buyer is shown it: including their VAT where prices do, in the shop's currency. */
  private shownMoney(netCents: number, tax: ShownTax | null): string {
    return formatMoney(shownPriceCents(netCents, tax), this.shop.currencySymbol);
  }

  /**
   * The instant price of an option for the current choices; the server confirms it. `tax`:
   * the buyer's, as the cart was last priced for them (CartView.shownTax); a consumer paying
   * EU or UK VAT is shown the price including it (docs/taxes.md "Prices including VAT").
   */
  priceText(option: PurchasableOption, tax: ShownTax | null = null): string {
    return this.shownMoney(
      optionPrice(this.shop.pricing, option, this.selections, this.scripts),
      tax,
    );
  }

  /**
   * What an upgrade of the owned licence `of` to `option` costs under the current choices: the
   * option's price less what was paid toward `of` (upgradeCreditCents, the server's rule before
   * any code), with what was paid, as priceText shows prices.
   */
  upgradePrice(
    option: PurchasableOption,
    of: OwnedLicence,
    tax: ShownTax | null = null,
  ): { toPay: string; paid: string } {
    const net = optionPrice(this.shop.pricing, option, this.selections, this.scripts);
    const credit = upgradeCreditCents(of.paidCents, net);
    return { toPay: this.shownMoney(net - credit, tax), paid: this.shownMoney(credit, tax) };
  }
}
