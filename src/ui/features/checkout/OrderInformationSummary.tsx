import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { COUNTRIES } from '../../../domain/geography/countries';

const countryName = (code: string | undefined) =>
  COUNTRIES.find((country) => country.code === code)?.name ?? code ?? '';

/** Step 2 collapsed: the licensee and address it settled. */
export const OrderInformationSummary = observer(function OrderInformationSummary({
  checkout,
}: {
  checkout: CheckoutStore;
}) {
  const values = checkout.orderForm.values;
  const place = [values.zip_code, values.city, values.state, countryName(values.country)]
    .filter(Boolean)
    .join(', ');
  const buyerType = values.is_student_order
    ? 'Student order'
    : values.is_graduate_order
      ? 'Graduate order'
      : values.third_party_order
        ? `For a third party: ${values.third_party_data?.name ?? ''}`
        : null;
  return (
    <address className="checkout-summary">
      {[values.name, values.company, values.address1, values.address2, place, buyerType]
        .filter(Boolean)
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </address>
  );
});
