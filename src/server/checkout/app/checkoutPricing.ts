import { failed, type Result } from '../../application/Result';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import type { CartPricer } from '../../cart/app/CartPricer';
import type { InvalidCart } from '../../cart/app/InvalidCart';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { OrderInformationValues } from '../../../domain/validation/orderInformationForm';
import type { TaxCalculator, TaxLookup } from '../../tax/app/TaxCalculator';
import type { CheckoutFailure } from './checkoutFailures';
import { licenseeInvoiced, taxAddressOf } from './orderParties';

/** Why a checkout has no price: no tax for the invoiced party's address, or items the shop lacks. */
export type CheckoutPriceFailure =
  Extract<CheckoutFailure, { name: 'TaxAddressRefused' }> | InvalidCart;

/**
 * The authoritative price of a checkout: the server's shop data, the buyer's discounts and
 * the tax the TaxCalculator finds for the invoiced party's address and VAT number. Any price, tax or
 * total in the request is never read. A line that buys nothing the customer does not own yet
 * is refused (docs/shop.md "Owned licences"), except against the order this checkout's own key
 * opened, which a replay finds paid.
 */
export async function priceCheckout(
  pricer: CartPricer,
  tax: TaxCalculator,
  contents: CartSelection,
  info: OrderInformationValues,
  userId: string,
  /** checkoutKeyHash of this checkout's key: the order it opens is not owned before it. */
  checkoutKeyHash: string,
  /** The code the customer's cart held (CartRepository.heldDiscountCode). */
  heldDiscountCode: string | null = null,
): Promise<Result<CartPrice, CheckoutPriceFailure>> {
  const lookup = await salesTaxLookup(tax, info);
  if (!lookup.ok) {
    const field = licenseeInvoiced(info) ? `third_party_data.${lookup.field}` : lookup.field;
    return failed({ name: 'TaxAddressRefused', field, message: lookup.refusal });
  }
  return pricer.price(contents, {
    tax: lookup.tax,
    userId,
    heldDiscountCode,
    refuseOwned: { exceptCheckoutKeyHash: checkoutKeyHash },
  });
}

/** The tax of the invoiced party's address: the orderer's, or the licensee's when invoiced. */
export function salesTaxLookup(
  tax: TaxCalculator,
  info: OrderInformationValues,
): Promise<TaxLookup> {
  const address = taxAddressOf(info);
  return tax.taxFor({
    country: address.country ?? '',
    state: address.state ?? null,
    zipCode: address.zip_code ?? '',
    city: address.city ?? null,
    address1: address.address1 ?? null,
    vatNumber: address.vat_number ?? null,
  });
}

/**
 * The buyer flags that decide the discount, with the order information's third-party flag
 * winning: a junior discount must never reach a licence granted to someone else (docs/spec.md §5).
 */
export function checkoutContents(
  contents: CartSelection,
  info: OrderInformationValues,
): CartSelection {
  const thirdParty = info.third_party_order === true;
  const buyer = contents.buyer ?? {
    isStudentOrder: info.is_student_order === true,
    isGraduateOrder: info.is_graduate_order === true,
    graduationDate: null,
    thirdPartyOrder: thirdParty,
  };
  return {
    ...contents,
    buyer: { ...buyer, thirdPartyOrder: buyer.thirdPartyOrder || thirdParty },
  };
}
