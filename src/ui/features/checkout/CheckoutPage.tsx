import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartStore } from '../../../application/cart/CartStore';
import type { CheckoutScreens } from '../../../application/checkout/CheckoutScreens';
import type { SessionStore } from '../../../application/stores/SessionStore';
import { TOKENS } from '../../../application/tokens';
import {
  ACCOUNT_STEP,
  ORDER_INFO_STEP,
  PAYMENT_STEP,
  REVIEW_STEP,
} from '../../../domain/checkout/checkoutSteps';
import { useInjection } from '../../di/useInjection';
import { usePageState } from '../../forms/usePageState';
import { EMPTY_CART_TEXT } from '../../components/cart/CartSummary';
import { useCartRestore } from '../../components/cart/useCartRestore';
import { AccountStep, LoggedInAs } from './AccountStep';
import { CheckoutOrderSummary } from './CheckoutOrderSummary';
import { CheckoutStepSection } from './CheckoutStepSection';
import { OrderInformationStep } from './OrderInformationStep';
import { OrderInformationSummary } from './OrderInformationSummary';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { successPath } from './successPath';
import '../../components/Button.css';
import '../../forms/forms.css';
import './checkout.css';

/** /checkout: the four steps of docs/spec.md §2 and §4, one below the other, with the order summary. */
export default observer(function CheckoutPage() {
  const screens = useInjection<CheckoutScreens>(TOKENS.CheckoutScreens);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const checkout = usePageState(() => screens.checkout());
  const navigate = useNavigate();
  useCartRestore();

  const { paidOrderId } = checkout;
  useEffect(() => {
    if (paidOrderId) navigate(successPath(paidOrderId), { replace: true });
  }, [paidOrderId, navigate]);

  // After paying the cart is empty: the page is on its way to the thank-you page.
  if (cart.isEmpty && !paidOrderId && !checkout.isProcessing) {
    return (
      <section className="page checkout-page">
        <h1>Checkout</h1>
        <p>{EMPTY_CART_TEXT}</p>
        <p>
          <Link to="/typefaces" className="button">
            Browse our typefaces
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="page checkout-page">
      <h1>Checkout</h1>
      <div className="checkout-page__layout">
        <CheckoutOrderSummary checkout={checkout} />
        <div className="checkout-page__steps">
          <CheckoutStepSection
            step={ACCOUNT_STEP}
            title="Your account"
            status={checkout.statusOf(ACCOUNT_STEP)}
            summary={session.profile && <LoggedInAs email={session.profile.email} />}
          >
            <AccountStep checkout={checkout} />
          </CheckoutStepSection>
          <CheckoutStepSection
            step={ORDER_INFO_STEP}
            title="Order information"
            status={checkout.statusOf(ORDER_INFO_STEP)}
            summary={<OrderInformationSummary checkout={checkout} />}
            onEdit={checkout.isProcessing ? undefined : () => checkout.editOrderInformation()}
          >
            <OrderInformationStep checkout={checkout} />
          </CheckoutStepSection>
          <CheckoutStepSection
            step={REVIEW_STEP}
            title="Order review"
            status={checkout.statusOf(REVIEW_STEP)}
            summary={<p>Licensing terms accepted.</p>}
          >
            <ReviewStep checkout={checkout} />
          </CheckoutStepSection>
          <CheckoutStepSection
            step={PAYMENT_STEP}
            title="Payment"
            status={checkout.statusOf(PAYMENT_STEP)}
          >
            <PaymentStep checkout={checkout} />
          </CheckoutStepSection>
        </div>
      </div>
    </section>
  );
});
