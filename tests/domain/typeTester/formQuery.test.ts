import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFormQuery,
  formQueryReader,
  parseFormQuery,
} from '../../../src/domain/typeTester/formQuery';

describe('the form-encoded query of the tester', () => {
  it('is written and read as URLSearchParams writes and reads it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 5 }), (entries) => {
        const written = formatFormQuery(entries);
        expect(written).toBe(new URLSearchParams(entries).toString());
        expect(parseFormQuery(written)).toEqual([...new URLSearchParams(written)]);
      }),
    );
  });

  it('reads a leading ? and a name without a value as URLSearchParams does', () => {
    for (const query of ['?size=90&text=a+b', 'case&size=']) {
      expect(parseFormQuery(query)).toEqual([...new URLSearchParams(query)]);
    }
  });

  it('keeps a malformed escape as it came', () => {
    expect(parseFormQuery('text=100%+off')).toEqual([['text', '100% off']]);
  });

  it('answers the first value of a name, and all of them', () => {
    const reader = formQueryReader(parseFormQuery('f=ss01&f=ss02&size=90'));
    expect(reader.get('f')).toBe('ss01');
    expect(reader.getAll('f')).toEqual(['ss01', 'ss02']);
    expect(reader.get('lang')).toBeNull();
  });
});
