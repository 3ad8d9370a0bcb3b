import { validVatNumber } from '../../domain/tax/vatNumber';

/**
 * Whether a buyer's VAT number may spare them VAT: the normalised number, or null when it
 * is not valid. The default checks the format offline (src/domain/tax/vatNumber.ts); a live
 * VIES adapter (the European Commission's service) implements the same port to also ask
 * whether the number is registered.
 */
export interface VatNumberCheck {
  check(vatNumber: string, country: string): Promise<string | null>;
}

export class FormatVatNumberCheck implements VatNumberCheck {
  async check(vatNumber: string, country: string): Promise<string | null> {
    return validVatNumber(vatNumber, country);
  }
}
