import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { cartItemKey } from '../../../application/cart/CartItem';
import type { CartStore } from '../../../application/cart/CartStore';
import {
  bundleCartItem,
  bundlePriceText,
  bundleSavingsText,
  type CollectionBundleShop,
} from '../../../application/shop/CollectionBundleShop';
import type { ShopGateway } from '../../../application/shop/ShopGateway';
import { TOKENS } from '../../../application/tokens';
import { HydratedFieldset } from '../../components/HydratedFieldset';
import { ResourceView } from '../../components/ResourceView';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { LicenceFields } from '../../components/shop/LicenceFields';
import { useShopChoices } from '../../components/shop/useShopChoices';
import '../../components/Button.css';

export const ADD_BUNDLE_LABEL = 'Add to cart';
export const ADDED_BUNDLE_LABEL = 'Added to cart';

/**
 * The collection sold as one bundle (docs/shop.md, "Collections as bundles"): the licence choices a family's
 * shop offers, the price of the bundle for them (the domain's, confirmed by the cart) and
 * "Add to cart". A bundle already in the cart follows the choices made here, as a family's
 * lines follow its shop.
 */
const BundleOffer = observer(function BundleOffer({ offer }: { offer: CollectionBundleShop }) {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const { shop, bundle } = offer;
  const choices = useShopChoices(shop);
  const state = cart.stateOf(cartItemKey({ type: 'collections', id: bundle.id }));
  const licensed = choices.licensesSomething;
  const savings = licensed ? bundleSavingsText(offer, choices) : null;
  const families = bundle.families.map((family) => family.option.name);
  return (
    <section className="collection-bundle" aria-labelledby="collection-bundle-heading">
      <h2 id="collection-bundle-heading">Buy {bundle.name} as a bundle</h2>
      <p className="collection-bundle__families">
        {families.join(', ')} · {offer.stylesNoDisplay}
        {savings && <span className="collection-bundle__savings"> · {savings}</span>}
      </p>
      <HydratedFieldset>
        <LicenceFields choices={choices} />
        <div className="collection-bundle__buy">
          <p className="collection-bundle__price" aria-live="polite">
            {licensed ? bundlePriceText(offer, choices) : ''}
          </p>
          <button
            type="button"
            className={state === 'processed' ? 'button button--secondary' : 'button'}
            aria-disabled={state !== 'not_added'}
            disabled={!licensed}
            onClick={() => void cart.add(bundleCartItem(offer, choices))}
          >
            {state === 'processed' ? ADDED_BUNDLE_LABEL : ADD_BUNDLE_LABEL}
          </button>
          {state === 'processed' && <Link to="/cart">View your cart</Link>}
        </div>
      </HydratedFieldset>
    </section>
  );
});

/** Loads the collection's bundle; a collection not sold as one shows nothing here. */
export function CollectionBundleOffer({ page }: { page: string }) {
  const gateway = useInjection<ShopGateway>(TOKENS.ShopGateway);
  const offer = useRemoteResource(() => gateway.collection(page), [gateway, page]);
  return (
    <ResourceView
      resource={offer}
      loadingLabel="Loading the bundle"
      part
      failure={(status) => (status === 404 ? null : undefined)}
    >
      {(value) => <BundleOffer offer={value} />}
    </ResourceView>
  );
}
