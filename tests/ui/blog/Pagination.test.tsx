// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../../src/ui/components/Pagination';

afterEach(cleanup);

const hrefOf = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

describe('Pagination', () => {
  it('shows previous/next, numbered pages, an ellipsis and current / last', () => {
    render(
      <MemoryRouter>
        <Pagination current={1} last={20} hrefOf={hrefOf} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/blog?page=2',
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('…')).toBeTruthy();
    expect(screen.getByText(/1 \/ 20/)).toBeTruthy();
  });

  it("labels the filtered list's pagination 'More posts' with first and last page links", () => {
    render(
      <MemoryRouter>
        <Pagination current={2} last={3} hrefOf={hrefOf} variant="more" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'More posts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First page' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Last page' }).getAttribute('href')).toBe(
      '/blog?page=3',
    );
  });
});
