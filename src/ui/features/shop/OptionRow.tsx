import { observer } from 'mobx-react-lite';
import type { CartStore } from '../../../application/cart/CartStore';
import { cartItemKey } from '../../../application/cart/CartItem';
import type { ShopOption } from '../../../application/shop/Shop';
import type { ShopChoices } from '../../../application/shop/ShopChoices';
import { addButtonLabel } from '../../../domain/cart/cartOptionState';
import { includedInLabel } from '../../../domain/cart/cartOverlap';
import { shownTaxText } from '../../../domain/tax/consumerPrice';
import { fontStack } from '../../components/fontFaces';
import {
  OWNED_LABEL,
  UPGRADE_LABEL,
  upgradeCreditText,
  type OwnedLicence,
} from '../../../domain/upgrades/ownedLicence';

interface OptionRowProps {
  option: ShopOption;
  choices: ShopChoices;
  cart: CartStore;
}

/**
 * One thing to buy: name (in its own face), style count (with what a package saves against
 * its styles bought singly), instant price, 'Add' / 'Added'. Once the cart knows the buyer,
 * a consumer paying EU or UK VAT sees the price including it ("$60" over "incl. 20 % VAT"),
 * a US buyer "sales tax added at checkout"; the server's cached page is always net, the
 * buyer's prices arrive after hydration (the cart store is priced only then).
 * With every licence at 'None' there is no price and the 'Add' is inactive (the hint under
 * the licences says what to do); an option that a package in the cart already licenses says
 * "Included in …" instead. For a logged-in customer, an option a licence they hold already
 * grants says "Owned", and one they hold a smaller licence of offers "Upgrade" (docs/shop.md
 * "Owned licences").
 */
/** An upgrade's price: what is left to pay, and what was paid toward the licence it replaces. */
function UpgradePrice({
  price,
  taxText,
}: {
  price: { toPay: string; paid: string };
  taxText: string | null;
}) {
  return (
    <span className="shop-option__price">
      {price.toPay}
      {taxText && <span className="shop-option__tax"> {taxText}</span>}
      <span className="shop-option__tax"> {upgradeCreditText(price.paid)}</span>
    </span>
  );
}

export const OptionRow = observer(function OptionRow({ option, choices, cart }: OptionRowProps) {
  const { shop } = choices;
  const state = cart.stateOf(cartItemKey({ type: option.kind, id: option.id }));
  const licensed = choices.licensesSomething;
  const holder = licensed ? choices.packageHolding(option, cart.items) : undefined;
  const tax = cart.view.shownTax ?? null;
  const mark = licensed ? choices.ownedMark(option) : null;
  const savings = licensed ? choices.savingsText(option, tax) : null;
  const taxText = shownTaxText(tax);
  const add = () =>
    cart.add({
      id: option.id,
      type: option.kind,
      typeface: shop.slug,
      name: option.name,
      font_class: shop.headerClass,
      options: choices.selections,
      scripts: choices.scripts,
      ...(choices.tester ? { tester: choices.tester } : {}),
    });
  // The existing upgrade flow (docs/shop.md "Upgrades"): the server prices the difference.
  const upgrade = (of: OwnedLicence) => cart.add(choices.upgradeItem(option, of));
  return (
    <li className="shop-option">
      <span
        className="shop-option__name"
        style={
          option.font
            ? {
                fontFamily: fontStack(option.font.family),
                fontWeight: option.font.weight,
                fontStyle: option.font.style,
              }
            : undefined
        }
      >
        {option.name}
      </span>
      <span className="shop-option__count">
        {option.stylesNoDisplay}
        {savings && <span className="shop-option__savings"> · {savings}</span>}
      </span>
      {mark?.kind === 'owned' ? (
        <span className="shop-option__included shop-option__owned">{OWNED_LABEL}</span>
      ) : holder ? (
        <span className="shop-option__included">{includedInLabel(holder.name)}</span>
      ) : mark?.kind === 'upgrade' ? (
        <>
          <UpgradePrice price={choices.upgradePrice(option, mark.of, tax)} taxText={taxText} />
          <button
            type="button"
            className="button shop-option__add"
            aria-label={`${UPGRADE_LABEL} ${option.name}`}
            aria-disabled={state !== 'not_added'}
            onClick={() => void upgrade(mark.of)}
          >
            {state === 'not_added' ? UPGRADE_LABEL : addButtonLabel(state)}
          </button>
        </>
      ) : (
        <>
          <span className="shop-option__price">
            {licensed ? choices.priceText(option, tax) : ''}
            {licensed && taxText && <span className="shop-option__tax"> {taxText}</span>}
          </span>
          <button
            type="button"
            className={
              state === 'processed'
                ? 'button button--secondary shop-option__add'
                : 'button shop-option__add'
            }
            aria-label={`${addButtonLabel(state)} ${option.name}`}
            aria-disabled={state !== 'not_added'}
            disabled={!licensed}
            onClick={() => void add()}
          >
            {addButtonLabel(state)}
          </button>
        </>
      )}
    </li>
  );
});
