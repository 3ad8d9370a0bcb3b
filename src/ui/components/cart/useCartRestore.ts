import { useEffect } from 'react';
import type { CartStore } from '../../../application/cart/CartStore';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/** Prices the cookie's cart once per visit, so the header shows its total on any page. */
export function useCartRestore(): void {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  useEffect(() => {
    void cart.restore();
  }, [cart]);
}
