import type {
  OrderInformationValues,
  ThirdPartyValues,
} from '../../domain/validation/orderInformationForm';
import type { CartItem } from '../cart/CartItem';

/** Step 2's form: the personal info of docs/spec.md §3 plus the graduate's graduation date. */
export interface OrderInformation extends OrderInformationValues {
  /** ISO date (YYYY-MM-DD); asked for graduates only (the 365-day window of docs/spec.md §6). */
  graduation_date?: string;
}

/** What every checkout call sends about the order (docs/spec.md §7 "Cart and checkout"). */
export interface CheckoutOrder {
  items: readonly CartItem[];
  personalInfo: OrderInformation;
  /** Null unless ordering for a third party. */
  thirdParty: ThirdPartyValues | null;
  /** The payment intent the address call answered, kept so a retried payment reuses it. */
  stripePaymentIntent: string | null;
  /** The discount code typed in the cart or the review step. */
  discountCode: string | null;
  /** Whether an EU consumer ticked the withdrawal consent at review. */
  withdrawalConsent?: boolean;
}
