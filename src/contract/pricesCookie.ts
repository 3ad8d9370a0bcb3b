import { pricesIncludeVat, type ShownTax } from '../domain/tax/consumerPrice';
import { EU_VAT_RATES, UK_VAT_RATE } from '../domain/tax/vatRates';

/**
 * The buyer's prices as the browser last learnt them from a cart answer, kept in a cookie so
 * that the server renders a returning consumer's shop in the prices they pay ("$60 incl. 19 %
 * VAT") before the app's script runs (docs/taxes.md "Prices including VAT"). Only the rate of
 * a consumer who pays EU or UK VAT is kept: every other buyer sees net prices, as the shared
 * page shows them. Nothing personal: the rate alone, which the visitor may change at will and
 * which then changes only what they see before the next cart answer.
 */
export const PRICES_COOKIE = 'cart_prices';

const PREFIX = 'incl-vat-';
/** Rates a member state or the UK charges: a made-up one is no page variant. */
const KNOWN_RATES = new Set([...Object.values(EU_VAT_RATES), UK_VAT_RATE]);

/** The cookie's value for a buyer's shown tax; null when their prices are net. */
export function pricesCookieValue(tax: ShownTax | null): string | null {
  return tax && pricesIncludeVat(tax) ? `${PREFIX}${tax.ratePercent}` : null;
}

/** The shown tax a cookie value names, or null for a missing, net or made-up one. */
export function shownTaxOfPricesCookie(value: string | undefined | null): ShownTax | null {
  if (!value?.startsWith(PREFIX)) return null;
  const rate = Number(value.slice(PREFIX.length));
  if (!KNOWN_RATES.has(rate)) return null;
  return { kind: 'vat', ratePercent: rate, reverseCharge: false, vatNumber: null };
}
