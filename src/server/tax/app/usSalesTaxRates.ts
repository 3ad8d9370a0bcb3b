import { US_STATES } from '../../../domain/geography/usStates';

/**
 * One US state's (or territory's) sales tax on a font licence delivered by download.
 * `rate`: the statewide base rate in percent, as the state's revenue department publishes it.
 * `digitalGoodsTaxed`: whether the state taxes prewritten ("canned") software delivered
 * electronically, which is how the states classify a font licence; when false, the order
 * pays 0 and checkout says why (notTaxedNote). `source`: where the rule is published.
 */
export interface UsStateSalesTax {
  rate: number;
  digitalGoodsTaxed: boolean;
  source: string;
}

/**
 * When the rates and the taxability of the table were last checked against its sources; an
 * operator re-checks them (each entry names its source) and moves this date.
 */
export const US_SALES_TAX_CHECKED_ON = '2026-11-27';

/** The Streamlined Sales Tax taxability matrix: the member states' own answers, item 20060. */
const SST = 'https://www.streamlinedsalestax.org/Shared-Pages/State-taxability-matrix';

const taxed = (rate: number, source: string): UsStateSalesTax => ({
  rate,
  digitalGoodsTaxed: true,
  source,
});
const exempt = (rate: number, source: string): UsStateSalesTax => ({
  rate,
  digitalGoodsTaxed: false,
  source,
});

/**
 * The offline US table (docs/taxes.md "US sales tax"). Limitation: county, city and district
 * rates are left out; an operator who must collect them switches on Stripe Tax
 * (TAX_CALCULATOR=stripe_tax), which answers the full local rate through the same port.
 * Utah and Virginia include their statewide local add-on (1.25 % and 1 %), which applies
 * everywhere in the state. Alaska, Delaware, Montana, New Hampshire and Oregon have no state
 * sales tax; the territories' taxes are not US state sales taxes.
 */
export const US_STATE_SALES_TAX: Readonly<Record<string, UsStateSalesTax>> = {
  AL: taxed(4, 'https://www.revenue.alabama.gov/sales-use/ (Ala. Admin. Code r. 810-6-1-.37)'),
  AK: exempt(0, 'https://tax.alaska.gov/ (no state sales tax)'),
  AZ: taxed(5.6, 'https://azdor.gov/transaction-privilege-tax (A.R.S. § 42-5061)'),
  AR: exempt(6.5, 'https://www.dfa.arkansas.gov/ (Ark. Code § 26-52-304: electronic delivery)'),
  CA: exempt(7.25, 'https://www.cdtfa.ca.gov/ (Regulation 1502(f)(1)(D))'),
  CO: taxed(2.9, 'https://tax.colorado.gov/ (C.R.S. § 39-26-102(15)(c))'),
  CT: taxed(6.35, 'https://portal.ct.gov/drs (Conn. Gen. Stat. § 12-407(a)(13))'),
  DE: exempt(0, 'https://revenue.delaware.gov/ (no sales tax)'),
  DC: taxed(6, 'https://otr.cfo.dc.gov/ (D.C. Code § 47-2001(n)(1)(N))'),
  FL: exempt(6, 'https://floridarevenue.com/ (Fla. Admin. Code r. 12A-1.032)'),
  GA: exempt(4, 'https://dor.georgia.gov/ (Ga. Comp. R. & Regs. 560-12-2-.111)'),
  HI: taxed(4, 'https://tax.hawaii.gov/ (general excise tax, HRS § 237-13)'),
  ID: exempt(6, 'https://tax.idaho.gov/ (Idaho Code § 63-3616(b))'),
  IL: taxed(6.25, 'https://tax.illinois.gov/ (86 Ill. Adm. Code 130.1935)'),
  IN: taxed(7, `${SST} (Indiana)`),
  IA: taxed(6, `${SST} (Iowa)`),
  KS: taxed(6.5, `${SST} (Kansas)`),
  KY: taxed(6, `${SST} (Kentucky)`),
  LA: taxed(5, 'https://revenue.louisiana.gov/ (Act 5 of 2024: digital products from 2025)'),
  ME: taxed(5.5, 'https://www.maine.gov/revenue/ (36 M.R.S. § 1752(17))'),
  MD: taxed(6, 'https://www.marylandtaxes.gov/ (digital products, Tax-Gen. § 11-101)'),
  MA: taxed(6.25, 'https://www.mass.gov/dor (830 CMR 64H.1.3)'),
  MI: taxed(6, `${SST} (Michigan)`),
  MN: taxed(6.875, `${SST} (Minnesota)`),
  MS: taxed(7, 'https://www.dor.ms.gov/ (Miss. Code § 27-65-23)'),
  MO: exempt(4.225, 'https://dor.mo.gov/ (12 CSR 10-109.050)'),
  MT: exempt(0, 'https://mtrevenue.gov/ (no sales tax)'),
  NE: taxed(5.5, `${SST} (Nebraska)`),
  NV: exempt(6.85, `${SST} (Nevada)`),
  NH: exempt(0, 'https://www.revenue.nh.gov/ (no sales tax)'),
  NJ: taxed(6.625, `${SST} (New Jersey)`),
  NM: taxed(4.875, 'https://www.tax.newmexico.gov/ (gross receipts tax)'),
  NY: taxed(4, 'https://www.tax.ny.gov/ (Tax Law § 1101(b)(6))'),
  NC: taxed(4.75, `${SST} (North Carolina)`),
  ND: taxed(5, `${SST} (North Dakota)`),
  OH: taxed(5.75, `${SST} (Ohio)`),
  OK: exempt(4.5, `${SST} (Oklahoma)`),
  OR: exempt(0, 'https://www.oregon.gov/dor/ (no sales tax)'),
  PA: taxed(6, 'https://www.revenue.pa.gov/ (72 P.S. § 7201(m), canned software)'),
  RI: taxed(7, `${SST} (Rhode Island)`),
  SC: exempt(6, 'https://dor.sc.gov/ (SC Revenue Ruling #03-5)'),
  SD: taxed(4.2, `${SST} (South Dakota)`),
  TN: taxed(7, `${SST} (Tennessee)`),
  TX: taxed(6.25, 'https://comptroller.texas.gov/ (34 TAC § 3.308)'),
  UT: taxed(6.1, `${SST} (Utah)`),
  VT: taxed(6, `${SST} (Vermont)`),
  VA: exempt(5.3, 'https://www.tax.virginia.gov/ (Va. Code § 58.1-609.5(7))'),
  WA: taxed(6.5, `${SST} (Washington)`),
  WV: taxed(6, `${SST} (West Virginia)`),
  WI: taxed(5, `${SST} (Wisconsin)`),
  WY: taxed(4, `${SST} (Wyoming)`),
  AS: exempt(0, 'territory: no US state sales tax'),
  FM: exempt(0, 'territory: no US state sales tax'),
  GU: exempt(0, 'territory: no US state sales tax'),
  MH: exempt(0, 'territory: no US state sales tax'),
  MP: exempt(0, 'territory: no US state sales tax'),
  PW: exempt(0, 'territory: no US state sales tax'),
  PR: exempt(0, 'territory: no US state sales tax'),
  VI: exempt(0, 'territory: no US state sales tax'),
};

/** The rate an order in `state` pays: 0 where fonts are not taxed. */
export function usSalesTaxRateOf(state: string): number | undefined {
  const entry = US_STATE_SALES_TAX[state];
  if (!entry) return undefined;
  return entry.digitalGoodsTaxed ? entry.rate : 0;
}

/** Why an order in `state` pays no sales tax, as checkout shows it. */
export function notTaxedNote(state: string): string {
  const name = US_STATES.find((candidate) => candidate.code === state)?.name ?? state;
  const entry = US_STATE_SALES_TAX[state];
  if (!entry || entry.rate === 0) return `No sales tax: ${name} has no state sales tax.`;
  return `No sales tax: ${name} does not tax fonts delivered by download.`;
}
