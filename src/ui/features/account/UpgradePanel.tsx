import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderedLicence } from '../../../application/account/OrderedLicence';
import type { OrderLine } from '../../../application/account/OrderLine';
import { cartItemKey } from '../../../application/cart/CartItem';
import type { CartStore } from '../../../application/cart/CartStore';
import type { Shop, ShopOption } from '../../../application/shop/Shop';
import type { ShopGateway } from '../../../application/shop/ShopGateway';
import { TOKENS } from '../../../application/tokens';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import {
  LICENCE_CATEGORIES,
  type LicenceCategory,
  type LicenceSelections,
} from '../../../domain/pricing/LicenceCategory';
import { optionPrice } from '../../../domain/pricing/optionPrice';
import { isLargerLicence } from '../../../domain/upgrades/licenceUpgrade';
import { growsFrom, upgradeTierChoices } from '../../../domain/upgrades/upgradeChoices';
import { upgradeCreditCents } from '../../../domain/upgrades/upgradeCredit';
import { ResourceView } from '../../components/ResourceView';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import '../../components/Button.css';
import '../../forms/forms.css';

export const NOT_LARGER_HINT =
  'Choose a larger licence: a higher tier, another licence, an extra script or a package.';

interface UpgradePanelProps {
  orderId: string;
  lineIndex: number;
  line: OrderLine;
  licence: OrderedLicence;
}

/**
 * "Upgrade" under an order line (README "Upgrades"): the customer picks a larger licence
 * from the typeface's shop and sees the difference to pay, estimated here with the domain's
 * prices; the cart prices it on the server, with any junior discount, code and tax.
 */
export function UpgradePanel(props: UpgradePanelProps) {
  const gateway = useInjection<ShopGateway>(TOKENS.ShopGateway);
  const shop = useRemoteResource(
    () => gateway.shop(props.licence.typeface),
    [gateway, props.licence.typeface],
  );
  return (
    <ResourceView resource={shop} loadingLabel="Loading the licences" part>
      {(loaded) => <UpgradeForm {...props} shop={loaded} />}
    </ResourceView>
  );
}

/** The owned option and every package in the shop that holds it, smallest first. */
function optionsGrowingFrom(shop: Shop, licence: OrderedLicence): ShopOption[] {
  const owned = { kind: licence.type, id: licence.id };
  const all = [...shop.styles, ...shop.packages].flatMap((group) => group.options);
  const order = { styles: 0, subfamilies: 1, families: 2 };
  return all
    .filter((option) => growsFrom(option, owned))
    .sort((a, b) => order[a.kind] - order[b.kind]);
}

const UpgradeForm = observer(function UpgradeForm({
  orderId,
  lineIndex,
  line,
  licence,
  shop,
}: UpgradePanelProps & { shop: Shop }) {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const navigate = useNavigate();
  const id = useId();
  const options = optionsGrowingFrom(shop, licence);
  const [optionKey, setOptionKey] = useState(() => cartItemKey(licence));
  const [selections, setSelections] = useState<LicenceSelections>(() => ({ ...licence.options }));
  const [scripts, setScripts] = useState<string[]>(() => [...licence.scripts]);
  const option = options.find(
    (candidate) => cartItemKey({ type: candidate.kind, id: candidate.id }) === optionKey,
  );
  if (!option) return <p>This licence is no longer sold, so it cannot be upgraded here.</p>;

  const owned = {
    option: { kind: licence.type, id: licence.id, name: line.name },
    options: licence.options,
    scripts: licence.scripts,
  };
  const larger = isLargerLicence(owned, { option, options: selections, scripts });
  const newCents = optionPrice(shop.pricing, option, selections, scripts);
  const creditCents = upgradeCreditCents(line.paidCents ?? 0, newCents);
  const money = (cents: number) => formatMoney(cents, shop.currencySymbol);

  const chooseTier = (category: LicenceCategory, value: string) =>
    setSelections({ ...selections, [category]: value === '' ? null : Number(value) });
  const toggleScript = (script: string, on: boolean) =>
    setScripts(on ? [...scripts, script] : scripts.filter((s) => s !== script));

  const addToCart = async () => {
    const item = {
      id: option.id,
      type: option.kind,
      typeface: licence.typeface,
      name: option.name,
      font_class: shop.headerClass,
      options: selections,
      scripts,
      upgrade: { order_id: orderId, line: lineIndex },
    };
    cart.registerShop(shop);
    // One line per option: an earlier choice of the same option makes way for the upgrade.
    const key = cartItemKey(item);
    if (cart.items.some((entry) => cartItemKey(entry) === key)) await cart.remove(key);
    await cart.add(item);
    if (!cart.error) navigate('/cart');
  };

  return (
    <form
      className="upgrade-panel"
      aria-label={`Upgrade ${line.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void addToCart();
      }}
    >
      <p className="upgrade-panel__owned">
        You own {line.name}
        {line.licences.length > 0 ? ` (${line.licences.join(' · ')})` : ''}; paid toward it:{' '}
        {line.paid}.
      </p>
      {options.length > 1 && (
        <fieldset className="upgrade-panel__options">
          <legend>Upgrade to</legend>
          {options.map((candidate) => {
            const key = cartItemKey({ type: candidate.kind, id: candidate.id });
            return (
              <label key={key} className="upgrade-panel__option">
                <input
                  type="radio"
                  name={`${id}-option`}
                  checked={key === optionKey}
                  onChange={() => setOptionKey(key)}
                />
                {candidate.name}
                {candidate.kind !== 'styles' ? ` (${candidate.stylesNoDisplay})` : ''}
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="upgrade-panel__selects">
        {LICENCE_CATEGORIES.map((category) => {
          const choice = upgradeTierChoices(
            licence.options[category],
            shop.pricing.tiers[category].length,
          );
          const selected = selections[category];
          return (
            <div className="field" key={category}>
              <label htmlFor={`${id}-${category}`} className="field__label">
                {shop.licences[category].name}
              </label>
              <select
                id={`${id}-${category}`}
                className="field__input field__input--select"
                value={typeof selected === 'number' ? String(selected) : ''}
                onChange={(event) => chooseTier(category, event.target.value)}
              >
                {choice.noneAllowed && <option value="">None</option>}
                {choice.tiers.map((tier) => (
                  <option key={tier} value={String(tier)}>
                    {shop.pricing.tiers[category][tier]?.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {shop.pricing.scripts.length > 0 && (
        <fieldset className="upgrade-panel__scripts">
          <legend>Extra scripts</legend>
          {shop.pricing.scripts.map((script) => (
            <label key={script.id} className="upgrade-panel__option">
              <input
                type="checkbox"
                checked={scripts.includes(script.id)}
                disabled={licence.scripts.includes(script.id)}
                onChange={(event) => toggleScript(script.id, event.target.checked)}
              />
              {script.name} support
            </label>
          ))}
        </fieldset>
      )}
      <dl className="upgrade-panel__price" aria-live="polite">
        <dt>New licence</dt>
        <dd>{money(newCents)}</dd>
        <dt>Credit for what you paid</dt>
        <dd>{money(-creditCents)}</dd>
        <dt>To pay</dt>
        <dd>
          <strong>{money(newCents - creditCents)}</strong>
        </dd>
      </dl>
      <p className="upgrade-panel__note">
        {larger
          ? 'Before any junior discount, discount code and tax: the cart shows the final price.'
          : NOT_LARGER_HINT}
      </p>
      {cart.error && (
        <p className="upgrade-panel__error" role="alert">
          {cart.error}
        </p>
      )}
      <button type="submit" className="button" disabled={!larger || cart.isUpdating}>
        Add upgrade to cart
      </button>
    </form>
  );
});
