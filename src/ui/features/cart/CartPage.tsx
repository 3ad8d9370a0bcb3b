import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CartStore } from '../../../application/cart/CartStore';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { CartSummary } from '../../components/cart/CartSummary';

/** /cart, optionally /cart?id={shared cart} (docs/spec.md §2 "Cart"). */
export default observer(function CartPage() {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sharedId = params.get('id');

  useEffect(() => {
    if (!sharedId) {
      void cart.restore();
      return;
    }
    // The shared cart becomes this browser's cart; the address then stops pointing at it,
    // so a reload shows the visitor's own (possibly changed) cart, not the shared copy again.
    void cart.loadShared(sharedId).then(() => navigate('/cart', { replace: true }));
  }, [cart, sharedId, navigate]);

  return (
    <div className="page cart-page">
      <h1>Cart</h1>
      <CartSummary />
    </div>
  );
});
