import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderedLicence } from '../../../application/account/OrderedLicence';
import type { OrderLine } from '../../../application/account/OrderLine';
import type { CartStore } from '../../../application/cart/CartStore';
import type { Shop } from '../../../application/shop/Shop';
import type { ShopGateway } from '../../../application/shop/ShopGateway';
import { TOKENS } from '../../../application/tokens';
import { optionKeyOf, UpgradeChoices } from '../../../application/upgrades/UpgradeChoices';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { LICENCE_CATEGORIES } from '../../../domain/pricing/LicenceCategory';
import { upgradeTierChoices } from '../../../domain/upgrades/upgradeChoices';
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
 * "Upgrade" under an order line (docs/shop.md, "Upgrades"): the customer picks a larger
 * licence from the typeface's shop and sees the difference to pay (`UpgradeChoices`); the
 * cart prices it on the server, with any junior discount, code and tax.
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
  const [choices] = useState(() => new UpgradeChoices(shop, orderId, lineIndex, line, licence));
  const { options } = choices;
  if (!choices.option) return <p>This licence is no longer sold, so it cannot be upgraded here.</p>;
  const money = (cents: number) => formatMoney(cents, shop.currencySymbol);

  const addToCart = async () => {
    if (await choices.addTo(cart)) navigate('/cart');
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
            const key = optionKeyOf(candidate);
            return (
              <label key={key} className="upgrade-panel__option">
                <input
                  type="radio"
                  name={`${id}-option`}
                  checked={key === choices.optionKey}
                  onChange={() => choices.chooseOption(key)}
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
          const selected = choices.selections[category];
          return (
            <div className="field" key={category}>
              <label htmlFor={`${id}-${category}`} className="field__label">
                {shop.licences[category].name}
              </label>
              <select
                id={`${id}-${category}`}
                className="field__input field__input--select"
                value={typeof selected === 'number' ? String(selected) : ''}
                onChange={(event) =>
                  choices.chooseTier(
                    category,
                    event.target.value === '' ? null : Number(event.target.value),
                  )
                }
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
                checked={choices.scripts.includes(script.id)}
                disabled={licence.scripts.includes(script.id)}
                onChange={(event) => choices.toggleScript(script.id, event.target.checked)}
              />
              {script.name} support
            </label>
          ))}
        </fieldset>
      )}
      <dl className="upgrade-panel__price" aria-live="polite">
        <dt>New licence</dt>
        <dd>{money(choices.newCents)}</dd>
        <dt>Credit for what you paid</dt>
        <dd>{money(-choices.creditCents)}</dd>
        <dt>To pay</dt>
        <dd>
          <strong>{money(choices.dueCents)}</strong>
        </dd>
      </dl>
      <p className="upgrade-panel__note">
        {choices.isLarger
          ? 'Before any junior discount, discount code and tax: the cart shows the final price.'
          : NOT_LARGER_HINT}
      </p>
      {cart.error && (
        <p className="upgrade-panel__error" role="alert">
          {cart.error}
        </p>
      )}
      <button type="submit" className="button" disabled={!choices.isLarger || cart.isUpdating}>
        Add upgrade to cart
      </button>
    </form>
  );
});
