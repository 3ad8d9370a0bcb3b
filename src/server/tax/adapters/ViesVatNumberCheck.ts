import { vatNumberPrefixOf } from '../../../domain/tax/vatNumber';
import type { VatNumberCheck, VatNumberVerdict } from '../app/VatNumberCheck';

/** The VIES REST API's check (https://ec.europa.eu/taxation_customs/vies/#/technical-information). */
export const VIES_CHECK_URL =
  'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

export const VIES_REJECTED_MESSAGE =
  'VIES, the EU’s register of VAT numbers, does not know this VAT number. Please check it, or leave it empty to pay VAT.';

/** A checkout waits this long for VIES, then goes on with the checksum alone. */
const VIES_TIMEOUT_MS = 5000;

/** What this adapter needs of `fetch`: a tests' recorded answer fits it. */
export type ViesFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * The live VAT number check (VIES_CHECK=true): the offline checksum first, so that a mistyped
 * number is refused without a call; then VIES answers whether the member state registered
 * it. A number VIES rejects is refused; when VIES or the member state's register cannot
 * answer (errorWrappers such as MS_UNAVAILABLE, a network error, a timeout) the number keeps
 * the checksum's "checksum only, not confirmed" and still gets reverse charge, recorded on the
 * order so that the foundry can confirm it later: Art. 18(1)(a) of Implementing Regulation (EU)
 * No 282/2011 asks for VIES's confirmation (docs/decisions/0007-vat-numbers-and-location-evidence.md).
 * UK numbers are not in VIES since 2021 (HMRC runs its own service), so they stay checksum only.
 */
export class ViesVatNumberCheck implements VatNumberCheck {
  constructor(
    private readonly checksum: VatNumberCheck,
    private readonly fetchFn: ViesFetch = fetch,
    private readonly url: string = VIES_CHECK_URL,
  ) {}

  async check(vatNumber: string, country: string): Promise<VatNumberVerdict> {
    const offline = await this.checksum.check(vatNumber, country);
    if (!offline.valid || country === 'GB') return offline;
    const registered = await this.askVies(offline.number, country);
    if (registered === null) return offline;
    if (!registered) return { valid: false, message: VIES_REJECTED_MESSAGE };
    return { ...offline, status: 'vies' };
  }

  /** true/false: VIES's answer; null: no answer. */
  private async askVies(number: string, country: string): Promise<boolean | null> {
    const prefix = vatNumberPrefixOf(country);
    try {
      const response = await this.fetchFn(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode: prefix, vatNumber: number.slice(prefix.length) }),
        signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as { valid?: unknown } | null;
      return typeof answer?.valid === 'boolean' ? answer.valid : null;
    } catch {
      return null;
    }
  }
}
