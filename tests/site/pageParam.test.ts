import { describe, expect, it } from 'vitest';
import { pageNumberOf, queryWithoutFirstPage } from '../../src/site/pageParam';

describe('the page parameter', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['two', 1],
    ['2.7', 2],
  ])('reads %s as page %i', (value, page) => {
    expect(pageNumberOf(value)).toBe(page);
  });

  it('drops a parameter that names the first page, and keeps the others', () => {
    expect(queryWithoutFirstPage('?page=1')).toBe('');
    expect(queryWithoutFirstPage('?ref=mail&page=1')).toBe('?ref=mail');
    expect(queryWithoutFirstPage('?page=0')).toBe('');
  });

  it('leaves an address alone that names no first page', () => {
    expect(queryWithoutFirstPage('')).toBeUndefined();
    expect(queryWithoutFirstPage('?ref=mail')).toBeUndefined();
    expect(queryWithoutFirstPage('?page=2')).toBeUndefined();
  });
});
