import { describe, expect, it } from 'vitest';
import { nextSampleOffset, samplePage } from '../../../src/domain/typeTester/samplePage';
import { textDirection } from '../../../src/domain/typeTester/textDirection';

describe('the sample lines the tester shows', () => {
  const latin = { samples: ['A', 'B', 'C', 'D'], companion: [] };
  const persian = { samples: ['الف', 'ب', 'پ'], companion: ['Latin 1', 'Latin 2'] };

  it('shows the script’s lines from the offset, round to the first', () => {
    expect(samplePage(latin, 0, 3)).toEqual(['A', 'B', 'C']);
    expect(samplePage(latin, nextSampleOffset(latin, 0, 3), 3)).toEqual(['D', 'A', 'B']);
  });

  it('gives a right-to-left script’s last line to its Latin companion, which moves on too', () => {
    expect(samplePage(persian, 0, 3)).toEqual(['الف', 'ب', 'Latin 1']);
    const next = nextSampleOffset(persian, 0, 3);
    expect(samplePage(persian, next, 3)).toEqual(['پ', 'الف', 'Latin 2']);
    // Every own and companion line shows before the first page comes back.
    let offset = 0;
    const pages = new Set<string>();
    do {
      pages.add(samplePage(persian, offset, 3).join('|'));
      offset = nextSampleOffset(persian, offset, 3);
    } while (offset !== 0);
    expect(new Set([...pages].flatMap((page) => page.split('|')))).toEqual(
      new Set([...persian.samples, ...persian.companion]),
    );
  });

  it('shows nothing for a script without samples', () => {
    expect(samplePage({ samples: [], companion: [] }, 0, 3)).toEqual([]);
    expect(nextSampleOffset({ samples: [], companion: [] }, 5, 3)).toBe(0);
  });
});

describe('a line’s direction', () => {
  it('follows its first letter, and the script’s when it has none', () => {
    expect(textDirection('کتاب خوب', 'ltr')).toBe('rtl');
    expect(textDirection('Hamburg 2024 office', 'rtl')).toBe('ltr');
    expect(textDirection('2024 — שלום', 'ltr')).toBe('rtl');
    expect(textDirection('۰۱۲۳۴۵۶۷۸۹ · 0123456789', 'rtl')).toBe('rtl');
    expect(textDirection('0123', 'ltr')).toBe('ltr');
  });
});
