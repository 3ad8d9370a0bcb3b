import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/ui/components/formatDate';

const britishLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatDate', () => {
  it('writes a date as British English does, day month year', () => {
    expect(formatDate('2024-03-18')).toBe('18 March 2024');
    expect(formatDate('2026-11-25T10:00:00Z')).toBe('25 November 2026');
  });

  it('says what Intl.DateTimeFormat en-GB says for every day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(formatDate(iso)).toBe(britishLongDate.format(new Date(`${iso}T00:00:00Z`)));
        },
      ),
    );
  });

  it('shows a date it cannot read as written', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
