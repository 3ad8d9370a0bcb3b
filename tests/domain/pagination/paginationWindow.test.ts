import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  lastPageOf,
  paginationWindow,
  type PaginationSlot,
} from '../../../src/domain/pagination/paginationWindow';

const show = (slots: PaginationSlot[]) =>
  slots.map((slot) => (slot.kind === 'page' ? String(slot.page) : '…')).join(' ');

describe('paginationWindow', () => {
  it('shows every page when they fit in seven links', () => {
    expect(show(paginationWindow(1, 3))).toBe('1 2 3');
    expect(show(paginationWindow(4, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('puts one gap near the start or end and two in the middle', () => {
    expect(show(paginationWindow(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(paginationWindow(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('never exceeds seven links, always keeps first, last and current, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const slots = paginationWindow(current, last);
        const pages = slots.flatMap((s) => (s.kind === 'page' ? [s.page] : []));
        expect(slots.length).toBeLessThanOrEqual(7);
        expect(pages).toContain(1);
        expect(pages).toContain(last);
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }),
    );
  });
});

describe('lastPageOf and clampPage', () => {
  it('counts 33 posts at 15 a page as 3 pages, and none as one page', () => {
    expect(lastPageOf(33, 15)).toBe(3);
    expect(lastPageOf(0, 15)).toBe(1);
  });

  it('corrects a page outside the range', () => {
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });
});
