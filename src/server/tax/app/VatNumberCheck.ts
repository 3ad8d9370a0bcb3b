import type { VatNumberStatus } from '../../../domain/tax/taxDecision';

/**
 * Whether a buyer's VAT number may spare them VAT (docs/taxes.md "VAT numbers"). The default,
 * ChecksumVatNumberCheck, checks the country prefix and the check digits offline; the VIES
 * adapter (ViesVatNumberCheck, VIES_CHECK=true) also asks the European Commission's register.
 */
export interface VatNumberCheck {
  check(vatNumber: string, country: string): Promise<VatNumberVerdict>;
}

/**
 * Accepted: the number normalised with its prefix ("FR40303265045") and how far it was
 * confirmed. Refused: the sentence checkout shows on the VAT number field.
 */
export type VatNumberVerdict =
  { valid: true; number: string; status: VatNumberStatus } | { valid: false; message: string };
