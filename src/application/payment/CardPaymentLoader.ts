import type { CardPaymentProvider } from './CardPaymentProvider';

/**
 * Finds out which processor the server runs and loads its browser code only then, so that
 * Stripe's script is fetched on the payment step and never with the rest of the site.
 * `isUsOrder` picks the account: US orders are paid to the foundry's US account (docs/spec.md §7).
 */
export interface CardPaymentLoader {
  load(isUsOrder: boolean): Promise<CardPaymentProvider>;
}
