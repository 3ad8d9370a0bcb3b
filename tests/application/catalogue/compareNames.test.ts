import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../src/application/catalogue/compareNames';

describe('compareNames', () => {
  it('orders family names as the library shows them', () => {
    const names = [
      'Vazirmatn',
      'literata',
      'EB Garamond',
      'Alegreya Sans',
      'Équipe',
      'Frank Ruhl Libre',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'Alegreya Sans',
      'EB Garamond',
      'Équipe',
      'Frank Ruhl Libre',
      'literata',
      'Vazirmatn',
    ]);
  });

  it('puts an accented name beside its plain spelling, and equal names together', () => {
    expect(compareNames('Équipe', 'Equipe')).toBeGreaterThan(0);
    expect(compareNames('Equipe', 'Équipe')).toBeLessThan(0);
    expect(compareNames('Literata', 'LITERATA')).toBe(0);
  });
});
