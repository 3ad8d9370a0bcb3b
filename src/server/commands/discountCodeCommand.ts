import { formatMoney } from '../../domain/pricing/formatMoney';
import type { DiscountCodeSize, DiscountCodeTerms } from '../../domain/pricing/discountCode';
import type { ServerConfig } from '../config';
import { CREATE_USAGE, parseCreateArguments } from '../discounts/app/discountCodeArguments';
import { withCliComponents } from './cliComponents';
import { UsageError } from './maintenanceCommand';

const USAGE = `${CREATE_USAGE}\n       discount-code list`;

/**
 * `discount-code create …` makes a code (docs/discounts.md); `discount-code list`
 * prints every code with its terms and how many orders have used it.
 */
export async function discountCodeCommand(config: ServerConfig, args: string[]): Promise<string> {
  const [action, ...rest] = args;
  if (action !== 'create' && action !== 'list') throw new UsageError(USAGE);
  const parsed = action === 'create' ? parseCreateArguments(rest) : null;
  if (parsed && !parsed.ok) throw new UsageError(`${parsed.problem}\n${CREATE_USAGE}`);
  if (action === 'list' && rest.length > 0) throw new UsageError(USAGE);
  return withCliComponents(config, async ({ discountCodes: store }) => {
    if (parsed?.ok) {
      if (!(await store.create(parsed.terms))) {
        throw new UsageError(`The code ${parsed.terms.code} exists already.`);
      }
      return `Created ${describeCode({ ...parsed.terms, uses: 0 }, config.currencySymbol)}`;
    }
    const codes = await store.list();
    if (codes.length === 0) return 'No discount codes yet.';
    return codes
      .map((code) => {
        const terms = describeCode(code, config.currencySymbol);
        return code.disabledAt ? `${terms} · disabled` : terms;
      })
      .join('\n');
  });
}

/** "SPRING: 20% off · used 3 of 10 · until 2026-12-31 · eb-garamond, inter". */
export function describeCode(code: DiscountCodeTerms, currencySymbol: string): string {
  return [
    `${code.code}: ${describeCodeSize(code, currencySymbol)}`,
    code.maxUses === null ? `used ${code.uses}` : `used ${code.uses} of ${code.maxUses}`,
    code.expiresOn ? `until ${code.expiresOn}` : 'no expiry',
    code.typefaces ? code.typefaces.join(', ') : 'every typeface',
  ].join(' · ');
}

/** "20% off" or "€25.00 off": what a code takes, as the command and the back office say it. */
export function describeCodeSize(code: DiscountCodeSize, currencySymbol: string): string {
  return code.kind === 'percent'
    ? `${code.percent}% off`
    : `${formatMoney(code.amountCents ?? 0, currencySymbol)} off`;
}
