import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CartStore } from '../../../application/cart/CartStore';
import type { Shop } from '../../../application/shop/Shop';
import { TOKENS } from '../../../application/tokens';
import { cartTesterFromAddress } from '../../../domain/typeTester/cartTester';
import { familyStyle } from '../../components/fontFaces';
import { HydratedFieldset } from '../../components/HydratedFieldset';
import { useFontFaces } from '../../components/useFontFaces';
import { usePageMeta } from '../../components/usePageMeta';
import { useInjection } from '../../di/useInjection';
import { CartSummary } from '../../components/cart/CartSummary';
import { LicenceFields } from '../../components/shop/LicenceFields';
import { LicensingBasics } from './LicensingBasics';
import { OptionGroups } from './OptionGroups';
import { useShopChoices } from '../../components/shop/useShopChoices';
import { useOwnedLicences } from './useOwnedLicences';
import '../../components/Button.css';
import './shop.css';

/** A loaded shop: licences, packages, single styles and the cart beside them. */
export function ShopView({ shop }: { shop: Shop }) {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const { search } = useLocation();
  const choices = useShopChoices(shop, cartTesterFromAddress(search));
  useOwnedLicences(shop.slug, choices);
  const meta = useMemo(
    () => ({
      title: () => `${shop.familyName} – Buy font licences`,
      description: `Desktop, web and app licences for ${shop.familyName}: the family, its subfamilies and single styles.`,
    }),
    [shop.familyName],
  );
  usePageMeta(meta);
  useFontFaces([shop.font, ...shop.styles.flatMap((group) => group.options.map((o) => o.font))]);

  return (
    <div className="page shop">
      <header className="shop__header">
        <p className="eyebrow">Licences</p>
        <h1 className="shop__title" style={familyStyle(shop.font)}>
          {shop.familyName}
        </h1>
        {shop.formats && <p className="shop__formats">{shop.formats}</p>}
        <div className="shop__links">
          <Link
            className="button button--secondary"
            to={`/typeface/${shop.slug}${choices.tester ? `?${choices.tester}` : ''}`}
          >
            Return to typeface
          </Link>
          <Link to="/information">Licensing information</Link>
        </div>
        {choices.tester && (
          <p className="shop__tester-note">
            What you add keeps your type tester set-up: the cart, its shared link and the PDF quote
            show it beside the licence.
          </p>
        )}
        <LicensingBasics licences={shop.licences} />
      </header>
      <div className="shop__body">
        <HydratedFieldset>
          <LicenceFields choices={choices} />
          <OptionGroups title="Packages" groups={shop.packages} choices={choices} cart={cart} />
          <OptionGroups title="Single styles" groups={shop.styles} choices={choices} cart={cart} />
        </HydratedFieldset>
        <aside className="shop__cart" aria-label="Cart">
          <CartSummary />
        </aside>
      </div>
    </div>
  );
}
