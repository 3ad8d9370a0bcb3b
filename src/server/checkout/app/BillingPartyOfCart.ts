import type { BillingParties, CartBillingParty } from '../../cart/app/CartBillingParty';
import type { CartCaller } from '../../cart/app/CartCaller';
import type { CartRepository } from '../../cart/app/CartRepository';
import type { OrderParty } from '../../orders/app/OrderParty';
import type { TaxAddress, TaxCalculator } from '../../tax/app/TaxCalculator';
import { billingParty } from './orderParties';

/**
 * Whom a caller's cart is priced for (docs/taxes.md "Prices including VAT"): the invoiced
 * party checkout's address step was last given for this cart (PriceCheckoutAddress keeps it),
 * else a logged-in customer's saved address (their last checkout's order information). The
 * party's tax is looked up as checkout looks it up; an address the calculator cannot place
 * knows no buyer (checkout will ask for it).
 */
export class BillingPartyOfCart implements BillingParties {
  constructor(
    private readonly carts: Pick<CartRepository, 'billingParty'>,
    private readonly tax: TaxCalculator,
  ) {}

  async of(caller: CartCaller): Promise<CartBillingParty | null> {
    const given = caller.cartToken ? await this.carts.billingParty(caller.cartToken) : null;
    const party = given ?? (caller.profile ? billingParty(caller.profile, '') : null);
    if (!party?.country) return null;
    const lookup = await this.tax.taxFor(taxAddressOfParty(party));
    return lookup.ok ? { party, tax: lookup.tax } : null;
  }
}

function taxAddressOfParty(party: OrderParty): TaxAddress {
  return {
    country: party.country,
    state: party.state,
    zipCode: party.zip_code,
    city: party.city || null,
    address1: party.address1 || null,
    vatNumber: party.vat_number,
  };
}
