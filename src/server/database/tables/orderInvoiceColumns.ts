/**
 * What an order's invoice states beyond its price (migration 0960, docs/invoices.md).
 */
export interface OrderInvoiceColumns {
  /** From the gapless invoice sequence, given when the order is paid; null until then. */
  invoice_number: number | null;
  /** The buyer's own reference (a purchase order number), as typed at checkout. */
  job_reference: string | null;
  /** The VAT in euro cents, for an invoice in another currency; null for euros or no VAT. */
  tax_eur_cents: number | null;
  /** The ECB reference rate used: units of the order's currency one euro bought. */
  eur_rate: number | null;
  /** The day that rate was published (ISO date). */
  eur_rate_date: string | null;
  /** For UK VAT charged in another currency: the net amount and the VAT in pence (migration 1090). */
  net_gbp_cents: number | null;
  tax_gbp_cents: number | null;
  /** HMRC's period rate used: units of the order's currency one pound bought. */
  gbp_rate: number | null;
  /** The days that rate applied to (ISO dates, both included). */
  gbp_rate_start: string | null;
  gbp_rate_end: string | null;
  /** When an EU consumer agreed that delivery starts now (ISO time); null: not asked. */
  withdrawal_consent_at: string | null;
}
