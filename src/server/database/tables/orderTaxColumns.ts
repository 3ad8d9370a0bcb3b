import type { Generated } from 'kysely';
import type { TaxKind } from '../../../domain/tax/taxDecision';

/**
 * An order's tax and discount code (migration 0830): what its invoice prints, kept with the
 * order so later changes of rates, codes or the foundry's VAT ID do not rewrite it.
 */
export interface OrderTaxAndCodeColumns {
  tax_kind: Generated<TaxKind>;
  tax_cents: Generated<number>;
  tax_percentage: Generated<number>;
  /** The country whose tax it is (ISO code). */
  tax_country: string | null;
  /** 0/1: a business abroad with a VAT number accounts for the VAT itself. */
  reverse_charge: Generated<number>;
  buyer_vat_number: string | null;
  /** The foundry's country and VAT ID when the order was placed. */
  seller_country: string | null;
  seller_vat_id: string | null;
  discount_code: string | null;
  discount_code_cents: Generated<number>;
  /** The code whose use this order holds; null: none. */
  discount_code_counted: string | null;
  /** Migration 0920: the LocationEvidence (locationEvidence.ts) the tax rests on, as JSON. */
  tax_evidence_json: string | null;
  /** 'vies' or 'checksum' ("checksum only, not confirmed"); null without a VAT number. */
  vat_number_status: string | null;
}
