import type { InvalidForm } from '../../application/InvalidForm';
import type { EmptyCart } from '../../cart/app/EmptyCart';
import type { InvalidCart } from '../../cart/app/InvalidCart';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { OrderNotFound } from '../../orders/app/OwnOrders';

/**
 * The expected ways a checkout or payment call ends without an order paid or under way,
 * named for what happened. The use cases return them as values; the error handler
 * (src/server/checkout/http/checkoutFailureAnswers.ts) gives each its HTTP status and `{field, message, rule}`.
 */
export type CheckoutFailure =
  /** The order information breaks a form rule (src/domain/validation/orderInformationForm.ts). */
  | InvalidForm
  /** The cart names an option, tier or script the shop does not sell (CartPricer). */
  | InvalidCart
  /** No tax can be found for the invoiced party's address or VAT number. */
  | { name: 'TaxAddressRefused'; field: string; message: string }
  /** The card's issuing country contradicts the billing country (checkoutEvidence.ts). */
  | { name: 'LocationEvidenceConflict'; field: string; message: string }
  /** The server mended the cart (junior limit, superseded lines): the customer confirms it. */
  | { name: 'CartModified'; price: CartPrice; note: string }
  /** The cart's discount code is refused (unknown, expired, used up, other typeface). */
  | { name: 'DiscountCodeRefused'; message: string; rule: string }
  /** Another checkout took the code's last use after this cart was priced. */
  | { name: 'DiscountCodeUsedUp' }
  | EmptyCart
  | { name: 'CardRequired' }
  /** Another order upgrades these cart items' order lines (their indexes in the cart). */
  | { name: 'UpgradeTaken'; items: number[] }
  /** The card processor refused the charge; a new card starts the next attempt. */
  | { name: 'PaymentDeclined'; orderId: string; message: string }
  | OrderNotFound
  | { name: 'NoPaymentToConfirm' };
