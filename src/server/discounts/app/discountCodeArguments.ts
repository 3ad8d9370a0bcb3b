import { isoDayNumber } from '../../../domain/pricing/juniorDiscount';
import {
  isWellFormedDiscountCode,
  normaliseDiscountCode,
} from '../../../domain/pricing/discountCode';
import { toCents } from '../../../domain/pricing/money';
import type { NewDiscountCode } from './DiscountCodes';

export const CREATE_USAGE =
  'Usage: discount-code create <CODE> (--percent <1-100> | --amount <price>) [--expires <YYYY-MM-DD>] [--max-uses <n>] [--typefaces <page,page>]';

/** The terms of `discount-code create`'s arguments, or the problem with them. */
export function parseCreateArguments(
  args: readonly string[],
): { ok: true; terms: NewDiscountCode } | { ok: false; problem: string } {
  const [rawCode, ...rest] = args;
  const code = normaliseDiscountCode(rawCode ?? '');
  if (!isWellFormedDiscountCode(code)) {
    return { ok: false, problem: 'A code is 3 to 40 letters, digits, dashes or underscores.' };
  }
  const flags = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index] ?? '', rest[index + 1]];
    if (!flag.startsWith('--') || value === undefined) return { ok: false, problem: CREATE_USAGE };
    flags.set(flag.slice(2), value);
  }
  const unknown = [...flags.keys()].filter(
    (flag) => !['percent', 'amount', 'expires', 'max-uses', 'typefaces'].includes(flag),
  );
  if (unknown.length > 0) return { ok: false, problem: `Unknown option --${unknown[0]}.` };
  const percent = flags.get('percent');
  const amount = flags.get('amount');
  if ((percent === undefined) === (amount === undefined)) {
    return { ok: false, problem: 'Give either --percent or --amount.' };
  }
  const terms: NewDiscountCode = {
    code,
    kind: percent !== undefined ? 'percent' : 'amount',
    percent: null,
    amountCents: null,
    expiresOn: null,
    maxUses: null,
    typefaces: null,
  };
  if (percent !== undefined) {
    const value = Number(percent);
    if (!/^\d+(\.\d+)?$/.test(percent) || value <= 0 || value > 100) {
      return { ok: false, problem: '--percent must be a number above 0 and at most 100.' };
    }
    terms.percent = value;
  }
  if (amount !== undefined) {
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) {
      return { ok: false, problem: '--amount must be a positive price, e.g. 25 or 12.50.' };
    }
    terms.amountCents = toCents(Number(amount));
  }
  const expires = flags.get('expires');
  if (expires !== undefined) {
    if (isoDayNumber(expires) === null) {
      return { ok: false, problem: '--expires must be a date, YYYY-MM-DD.' };
    }
    terms.expiresOn = expires;
  }
  const maxUses = flags.get('max-uses');
  if (maxUses !== undefined) {
    if (!/^\d+$/.test(maxUses) || Number(maxUses) < 1) {
      return { ok: false, problem: '--max-uses must be a whole number of at least 1.' };
    }
    terms.maxUses = Number(maxUses);
  }
  const typefaces = flags.get('typefaces');
  if (typefaces !== undefined) {
    const pages = typefaces
      .split(',')
      .map((page) => page.trim())
      .filter(Boolean);
    if (pages.length === 0) return { ok: false, problem: '--typefaces needs typeface pages.' };
    terms.typefaces = pages;
  }
  return { ok: true, terms };
}
