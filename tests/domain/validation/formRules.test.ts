import { describe, expect, it } from 'vitest';
import {
  customRule,
  fieldValue,
  isBlank,
  matchesPattern,
  minLength,
  mustBeChecked,
  oneOf,
  required,
  validateForm,
} from '../../../src/domain/validation/formRules';

describe('form rule engine', () => {
  it('treats absent, null and whitespace-only values as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank('a')).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
  });

  it('reads a field by name', () => {
    expect(fieldValue({ a: 1 }, 'a')).toBe(1);
    expect(fieldValue({}, 'a')).toBeUndefined();
  });

  it('reports the first broken rule per field, in rule order', () => {
    const rules = [
      required<{ email?: string }>('email', 'needed'),
      matchesPattern<{ email?: string }>('email', /@/, 'bad'),
      minLength<{ email?: string }>('email', 10, 'short'),
    ];
    expect(validateForm(rules, {})).toEqual([
      { field: 'email', message: 'needed', rule: 'required' },
    ]);
    expect(validateForm(rules, { email: 'x' })).toEqual([
      { field: 'email', message: 'bad', rule: 'pattern' },
    ]);
    expect(validateForm(rules, { email: 'a@b' })).toEqual([
      { field: 'email', message: 'short', rule: 'minlength' },
    ]);
    expect(validateForm(rules, { email: 'someone@example' })).toEqual([]);
  });

  it('leaves blank values to the required rule', () => {
    const rules = [matchesPattern('a', /x/, 'p'), minLength('a', 3, 'm')];
    expect(validateForm(rules, { a: '  ' })).toEqual([]);
  });

  it('fails pattern and length checks on values that are not text', () => {
    expect(validateForm([matchesPattern('a', /1/, 'p')], { a: 1 })).toHaveLength(1);
    expect(validateForm([minLength('a', 1, 'm')], { a: 123 })).toHaveLength(1);
  });

  it('checks the pattern on the trimmed value but the length on the value as typed', () => {
    expect(validateForm([matchesPattern('a', /^x$/, 'p')], { a: ' x ' })).toEqual([]);
    expect(validateForm([minLength('a', 3, 'm')], { a: ' ab' })).toEqual([]);
  });

  it('requires a checkbox to be ticked, not just truthy', () => {
    const rules = [mustBeChecked('terms', 'tick')];
    expect(validateForm(rules, { terms: true })).toEqual([]);
    expect(validateForm(rules, { terms: 'yes' })).toEqual([
      { field: 'terms', message: 'tick', rule: 'required' },
    ]);
    expect(validateForm(rules, {})).toHaveLength(1);
  });

  it('applies conditional rules only when their condition holds', () => {
    type V = { country?: string; state?: string; terms?: boolean; code?: string };
    const isUs = (v: V) => v.country === 'US';
    const rules = [
      required<V>('state', 's', isUs),
      mustBeChecked<V>('terms', 't', isUs),
      matchesPattern<V>('code', /^\d+$/, 'c', isUs),
      minLength<V>('code', 5, 'l', isUs),
    ];
    expect(validateForm(rules, { country: 'FR', code: 'x' })).toEqual([]);
    expect(validateForm(rules, { country: 'US', code: '12' }).map((e) => e.message)).toEqual([
      's',
      't',
      'l',
    ]);
  });

  it('runs custom rules', () => {
    const rule = customRule<{ n: number }>('n', 'maxitems', 'too many', (v) => v.n > 3);
    expect(validateForm([rule], { n: 4 })).toEqual([
      { field: 'n', message: 'too many', rule: 'maxitems' },
    ]);
  });

  it('accepts only the offered choices, once something is given', () => {
    const rules = [
      oneOf<{ size?: unknown; on?: boolean }>('size', new Set(['S', 'M']), 'pick', (v) => !!v.on),
    ];
    expect(validateForm(rules, { size: 'M', on: true })).toEqual([]);
    expect(validateForm(rules, { size: ' ', on: true })).toEqual([]);
    expect(validateForm(rules, { size: 'XL', on: false })).toEqual([]);
    expect(validateForm(rules, { size: 'm', on: true })).toEqual([
      { field: 'size', message: 'pick', rule: 'choice' },
    ]);
    expect(validateForm(rules, { size: 2, on: true })).toHaveLength(1);
    expect(validateForm([oneOf('size', new Set(['S']), 'pick')], { size: 'L' })).toHaveLength(1);
  });
});
