// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../renderApp';

afterEach(cleanup);

describe('home page', () => {
  it('lists the families of the library the footer loads: one GET typefaces', async () => {
    const { fakes } = renderApp('/');
    const retail = within(await screen.findByRole('region', { name: 'Retail typefaces' }));
    const footer = within(await screen.findByRole('navigation', { name: 'Typefaces' }));
    expect(footer.getByRole('link', { name: 'Test Serif' })).toBeTruthy();
    expect(fakes.catalogue.calls).toEqual(['typefaces']);
    // The library's families: by name, without the collection.
    expect(retail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Arda Sans',
      'Test Serif',
    ]);
  });
});
