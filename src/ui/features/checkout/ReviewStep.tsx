import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { WITHDRAWAL_CONSENT_LABEL } from '../../../domain/orders/withdrawalConsent';
import { JUNIOR_LIMIT_NOTE } from '../../../domain/pricing/juniorDiscount';
import { CheckboxField } from '../../forms/CheckboxField';
import { Form } from '../../forms/Form';
import { JUNIOR_TERMS_URL } from './juniorTermsUrl';
import { DiscountCodeForm } from '../../components/cart/DiscountCodeForm';

/**
 * Step 3 (docs/spec.md §5 "Review"): the licensing terms (the US licence for US orders, and the
 * junior terms as well for students and graduates) and the discount code; the priced order
 * is the order summary beside the steps (CheckoutOrderSummary).
 */
export const ReviewStep = observer(function ReviewStep({ checkout }: { checkout: CheckoutStore }) {
  const { address, reviewForm } = checkout;
  if (!address) return null;
  const eulaPath = address.isUsOrder ? '/eula-us' : '/eula';
  return (
    <>
      {address.view.cartModified && (
        <p className="checkout-note" role="status">
          {address.view.note ?? JUNIOR_LIMIT_NOTE}
        </p>
      )}
      <DiscountCodeForm
        current={address.view.discountCode ?? null}
        busy={checkout.isApplyingCode}
        onApply={(code) => void checkout.applyDiscountCode(code)}
      />
      <Form form={reviewForm} label="Licensing terms" submitLabel="Continue to payment">
        <CheckboxField
          form={reviewForm}
          name="terms"
          label={
            <>
              I agree to the{' '}
              <Link to={eulaPath} target="_blank" rel="noopener">
                licensing terms
              </Link>
            </>
          }
        />
        {checkout.needsWithdrawalConsent && (
          <CheckboxField
            form={reviewForm}
            name="withdrawal_consent"
            label={WITHDRAWAL_CONSENT_LABEL}
          />
        )}
        {checkout.isJunior && (
          <CheckboxField
            form={reviewForm}
            name="junior_terms"
            label={
              <>
                I agree to the{' '}
                <a href={JUNIOR_TERMS_URL} target="_blank" rel="noopener noreferrer">
                  junior licensing terms
                </a>
              </>
            }
          />
        )}
      </Form>
    </>
  );
});
