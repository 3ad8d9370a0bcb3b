import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { SavedCartCheck } from '../../../application/cart/SavedCartCheck';
import type { FeatureLoader } from '../../../application/ports/FeatureLoader';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { useCartRestore } from './useCartRestore';

function CartRestore() {
  useCartRestore();
  return null;
}

/**
 * Prices the cookie's cart once per visit, so the header shows its total on any page. The
 * cart's code (feature 'cart') is fetched only when the cookie holds a cart or a page that
 * sells loaded it: a first visit to the home page does not download the cart's pricing.
 */
export const SavedCartRestore = observer(function SavedCartRestore() {
  const saved = useInjection<SavedCartCheck>(TOKENS.SavedCartCheck);
  const features = useInjection<FeatureLoader>(TOKENS.FeatureLoader);
  const loaded = features.isLoaded('cart');
  useEffect(() => {
    if (!loaded && saved.holdsItems()) void features.load('cart');
  }, [loaded, features, saved]);
  return loaded ? <CartRestore /> : null;
});
