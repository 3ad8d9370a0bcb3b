import { errorItem, type ErrorItem } from '../errors/ErrorItem';

/**
 * The one small rule engine every form shares: a form is a list of field rules, and
 * validating it gives the spec's `ErrorItem`s, so the browser and the server report the
 * same errors under the same field names.
 */
export type RuleCode = 'required' | 'pattern' | 'minlength' | 'maxitems' | 'choice';

export interface FieldRule<V> {
  field: string;
  rule: RuleCode;
  message: string;
  /** True when `values` break this rule. */
  breaks: (values: V) => boolean;
}

/** A condition under which a rule applies, e.g. "only when the country is US". */
export type RuleCondition<V> = (values: V) => boolean;

const always = (): boolean => true;

export function fieldValue(values: object, field: string): unknown {
  return (values as Record<string, unknown>)[field];
}

/** Empty means nothing a person typed: absent, null, or only whitespace. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

export function customRule<V>(
  field: string,
  rule: RuleCode,
  message: string,
  breaks: (values: V) => boolean,
): FieldRule<V> {
  return { field, rule, message, breaks };
}

export function required<V extends object>(
  field: string,
  message: string,
  when: RuleCondition<V> = always,
): FieldRule<V> {
  return customRule(field, 'required', message, (v) => when(v) && isBlank(fieldValue(v, field)));
}

/** A checkbox that must be ticked (terms); reported as 'required' like Angular's requiredTrue. */
export function mustBeChecked<V extends object>(
  field: string,
  message: string,
  when: RuleCondition<V> = always,
): FieldRule<V> {
  return customRule(field, 'required', message, (v) => when(v) && fieldValue(v, field) !== true);
}

/** Checked only when something was typed; emptiness is the 'required' rule's business. */
export function matchesPattern<V extends object>(
  field: string,
  pattern: RegExp,
  message: string,
  when: RuleCondition<V> = always,
): FieldRule<V> {
  return customRule(field, 'pattern', message, (v) => {
    const value = fieldValue(v, field);
    if (!when(v) || isBlank(value)) return false;
    return typeof value !== 'string' || !pattern.test(value.trim());
  });
}

export function minLength<V extends object>(
  field: string,
  length: number,
  message: string,
  when: RuleCondition<V> = always,
): FieldRule<V> {
  return customRule(field, 'minlength', message, (v) => {
    const value = fieldValue(v, field);
    if (!when(v) || isBlank(value)) return false;
    return typeof value !== 'string' || value.length < length;
  });
}

/**
 * A select's value: checked only when something was given, and only one of `choices`
 * counts, exactly as the select offers it (a request can send any text).
 */
export function oneOf<V extends object>(
  field: string,
  choices: ReadonlySet<string>,
  message: string,
  when: RuleCondition<V> = always,
): FieldRule<V> {
  return customRule(field, 'choice', message, (v) => {
    const value = fieldValue(v, field);
    if (!when(v) || isBlank(value)) return false;
    return typeof value !== 'string' || !choices.has(value);
  });
}

/** At most one error per field, the first rule it breaks, in rule order. */
export function validateForm<V>(rules: readonly FieldRule<V>[], values: V): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const reported = new Set<string>();
  for (const rule of rules) {
    if (reported.has(rule.field) || !rule.breaks(values)) continue;
    reported.add(rule.field);
    errors.push(errorItem(rule.field, rule.message, rule.rule));
  }
  return errors;
}

/**
 * A sub-form's rules as rules of the form that holds it: checked on the part `select` gives
 * (null: not checked at all), each field named under `prefix` ('third_party_data.city'), as
 * one request carrying both forms is answered. The server and the browser's form check both
 * run the rules this gives (checkout's step 2).
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
