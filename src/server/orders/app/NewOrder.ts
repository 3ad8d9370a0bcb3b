import type { CartPrice } from './CartPrice';
import type { FoundryTaxSettings } from '../../tax/app/foundryTaxSettings';
import type { LocationEvidence } from '../../tax/app/locationEvidence';
import type { OrderParty } from './OrderParty';

/**
 * The price an order is opened and charged at: the server's price of the cart (its figures
 * stored in cents, and the whole kept in `priced_cart_json` for the order's pages and
 * documents), with the parties and the seller of the moment.
 */
export interface OrderPrice extends CartPrice {
  currency: string;
  billing: OrderParty;
  licensee: OrderParty;
  thirdPartyOrder: boolean;
  seller: FoundryTaxSettings;
  /** What the tax's location rests on (docs/taxes.md "Location evidence"). */
  evidence: LocationEvidence;
  /** The buyer's own reference (a purchase order number), printed on the order's documents. */
  jobReference: string | null;
  /** When an EU consumer agreed that delivery starts now (ISO time); null: not given. */
  withdrawalConsentAt?: string | null;
}

/** The order a checkout opens: one per checkout key (OrderRepository.openOnce). */
export interface NewOrder {
  id: string;
  userId: string;
  /** SHA-256 of the cart's checkout key (checkoutKey.ts). */
  checkoutKeyHash: string;
  /** ISO time. */
  createdAt: string;
  price: OrderPrice;
}

/** What claiming an attempt writes on the order: the price charged and the licence granted. */
export interface OrderClaim {
  price: OrderPrice;
  paymentMethodId: string;
  licenceText: string;
}
