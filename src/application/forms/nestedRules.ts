import type { FieldRule } from '../../domain/validation/formRules';

/**
 * A sub-form's rules as rules of the form that holds it: checked on the part `select` gives
 * (null: not checked at all), each field named under `prefix` ('third_party_data.city'), as the
 * server names them when one request carries both forms.
 */
export function nestedRules<V, S>(
  rules: readonly FieldRule<S>[],
  prefix: string,
  select: (values: V) => S | null,
): FieldRule<V>[] {
  return rules.map((rule) => ({
    ...rule,
    field: `${prefix}${rule.field}`,
    breaks: (values) => {
      const part = select(values);
      return part !== null && rule.breaks(part);
    },
  }));
}
