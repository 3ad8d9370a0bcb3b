// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInsSection } from '../../../src/ui/features/admin/SignInsSection';

afterEach(cleanup);

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('the customer page’s sign-ins', () => {
  it('lists each sign-in in UTC with its address, the browser cut short with the whole in its title', () => {
    render(
      <SignInsSection
        staff={false}
        keptDays={90}
        signIns={[
          {
            at: '2026-11-27T18:04:59.120Z',
            ipAddress: '203.0.113.7',
            userAgent: SAFARI,
            secondFactor: false,
          },
          { at: '2026-11-20T09:30:00.000Z', ipAddress: '::1', userAgent: '', secondFactor: false },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Sign-ins' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `2026-11-27 18:04203.0.113.7${SAFARI.slice(0, 60)}…`,
      '2026-11-20 09:30::1—',
    ]);
    expect(within(rows[0]!).getByTitle(SAFARI)).toBeTruthy();
    expect(within(section).queryByRole('columnheader', { name: 'Step' })).toBeNull();
  });

  it('says which step a staff member’s sign-in was', () => {
    render(
      <SignInsSection
        staff
        keptDays={90}
        signIns={[
          { at: '2026-11-27T18:05:00Z', ipAddress: '::1', userAgent: 'x', secondFactor: true },
          { at: '2026-11-27T18:04:00Z', ipAddress: '::1', userAgent: 'x', secondFactor: false },
        ]}
      />,
    );
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(cells).toEqual(['TOTP code', 'Password']);
  });

  it('says none were recorded in the days they are kept', () => {
    render(<SignInsSection staff={false} keptDays={30} signIns={[]} />);
    expect(screen.getByText('No sign-ins recorded in the last 30 days.')).toBeTruthy();
  });
});
