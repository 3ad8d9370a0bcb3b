import { errorItem, type ErrorItem } from '../../../domain/errors/ErrorItem';
import { parseCreateArguments } from '../../discounts/app/discountCodeArguments';
import type { NewDiscountCode } from '../../discounts/app/DiscountCodes';

/** The back office's form for a new code, as the browser sends it. */
export interface DiscountCodeForm {
  code: string;
  kind: 'percent' | 'amount';
  /** "20" for 20 %, or "12.50" for an amount: the same text the command line takes. */
  value: string;
  expires_on: string | null;
  max_uses: number | null;
  /** Typeface pages; empty: every typeface. */
  typefaces: readonly string[];
}

/** Which form field a problem of parseCreateArguments names. */
const FIELD_OF_FLAG: Readonly<Record<string, string>> = {
  '--percent': 'value',
  '--amount': 'value',
  '--expires': 'expires_on',
  '--max-uses': 'max_uses',
  '--typefaces': 'typefaces',
};

/**
 * The terms of the form, checked by the very rules `main.js discount-code create` applies
 * (discountCodeArguments.ts): the form is read as the command's arguments, so the browser and
 * the command line cannot drift apart.
 */
export function termsOfForm(
  form: DiscountCodeForm,
): { ok: true; terms: NewDiscountCode } | { ok: false; error: ErrorItem } {
  const args = [form.code, `--${form.kind}`, form.value.trim()];
  if (form.expires_on) args.push('--expires', form.expires_on);
  if (form.max_uses !== null) args.push('--max-uses', String(form.max_uses));
  if (form.typefaces.length > 0) args.push('--typefaces', form.typefaces.join(','));
  const parsed = parseCreateArguments(args);
  if (parsed.ok) return parsed;
  const flag = Object.keys(FIELD_OF_FLAG).find((name) => parsed.problem.startsWith(name));
  const field = flag
    ? (FIELD_OF_FLAG[flag] ?? null)
    : parsed.problem.startsWith('A code')
      ? 'code'
      : null;
  return { ok: false, error: errorItem(field, parsed.problem, 'invalid') };
}
