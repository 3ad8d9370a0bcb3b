// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUEST_SUCCESS_MESSAGE,
} from '../../../src/domain/validation/accountForms';
import { CUSTOMER } from '../renderApp';
import { FIRST_RENDER_TIMEOUT_MS, renderFormPage } from './renderFormPage';
import { submitRefused } from '../forms/submitRefused';

afterEach(cleanup);
vi.setConfig({ testTimeout: FIRST_RENDER_TIMEOUT_MS + 5_000 });

const location = () => screen.getByTestId('location').textContent;

describe('login page', () => {
  it('links to the forgotten password page and says accounts come from checkout', async () => {
    renderFormPage('/user/login');
    const link = await screen.findByRole(
      'link',
      { name: "I can't remember my password" },
      { timeout: FIRST_RENDER_TIMEOUT_MS },
    );
    expect(link.getAttribute('href')).toBe('/user/forget-password');
    expect(screen.getByText(/Accounts are created during checkout/)).toBeTruthy();
  });

  it('shows its messages word for word, only after submit', async () => {
    const user = userEvent.setup();
    renderFormPage('/user/login');
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailRequired)).toBeNull();
    await submitRefused(user, button);
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@nowhere');
    expect(screen.getByText('Please Enter valid email address')).toBeTruthy();
  });

  it("shows the server's message when the login fails", async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/login');
    account.failWith = new ApiError(
      [errorItem(null, 'The email or password is not correct.', 'invalid_credentials')],
      401,
      '/users/login',
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is not correct.',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-one');
  });

  it('goes to the orders after login, or back to where the guard stopped the visitor', async () => {
    const user = userEvent.setup();
    renderFormPage('/user/profile');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    expect(location()).toBe('/user/login');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Settings' });
    expect(location()).toBe('/user/profile');
    cleanup();

    renderFormPage('/user/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Your orders' });
    expect(location()).toBe('/user/orders');
  });
});

describe('password reset pages', () => {
  it("sends the reset e-mail and says 'Check your email address!'", async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send a password reset email' }));
    expect((await screen.findByRole('status')).textContent).toBe(RESET_REQUEST_SUCCESS_MESSAGE);
    expect(account.calls[0]?.values).toEqual({ email: 'ada@example.test' });
  });

  it("sets the password with the link's code and clears the field", async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/change-password?code=abc123');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
    await submitRefused(user, screen.getByRole('button', { name: 'Change your password' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Change your password' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_CHANGED_MESSAGE);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(account.calls[0]?.values).toEqual({ password: 'brand-new', code: 'abc123' });
  });

  it("shows the server's message for a used code", async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/change-password?code=old');
    account.failWith = new ApiError(
      [errorItem(null, 'This link has expired.', 'invalid_code')],
      400,
      '/users/set-password',
    );
    await user.type(await screen.findByLabelText('New password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Change your password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
  });
});

describe('e-mail change link', () => {
  it("confirms with the link's code from one button, which then goes", async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/confirm-email?code=link123');
    expect(await screen.findByRole('heading', { name: 'Confirm your email address' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect((await screen.findByRole('status')).textContent).toBe(EMAIL_CHANGED_MESSAGE);
    expect(account.calls).toEqual([{ method: 'confirmEmail', values: { code: 'link123' } }]);
    expect(screen.queryByRole('button', { name: 'Confirm email address' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with your new email address' })).toBeTruthy();
  });

  it("shows the server's message for a used link", async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/confirm-email?code=used');
    account.failWith = new ApiError(
      [errorItem(null, 'This link has expired.', 'invalid_code')],
      400,
      '/users/confirm-email',
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm email address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
  });
});

describe('settings and orders', () => {
  it('asks for the e-mail change and changes the password, each with its message', async () => {
    const user = userEvent.setup();
    const { account } = renderFormPage('/user/profile', { user: CUSTOMER });
    account.emailChangeNote = 'We sent a confirmation link to ada@new.test.';
    const email = await screen.findByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe(CUSTOMER.email);
    const emailForm = within(screen.getByRole('form', { name: 'Change your email address' }));
    await user.clear(email);
    await user.type(email, 'ada@new.test');
    // The current password is asked for, with the settings' terse message.
    await submitRefused(user, screen.getByRole('button', { name: 'Change email' }));
    expect(emailForm.getByText('Current Password is required')).toBeTruthy();
    await user.type(emailForm.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('We sent a confirmation link to ada@new.test.')).toBeTruthy();
    expect(account.calls).toContainEqual({
      method: 'changeEmail',
      values: { email: 'ada@new.test', current_password: 'secret1' },
    });
    expect((emailForm.getByLabelText('Current password') as HTMLInputElement).value).toBe('');

    const passwordForm = within(screen.getByRole('form', { name: 'Change your password' }));
    await submitRefused(user, screen.getByRole('button', { name: 'Change password' }));
    expect(passwordForm.getByText('Old Password is required')).toBeTruthy();
    expect(passwordForm.getByText('New Password is required')).toBeTruthy();
    await user.type(passwordForm.getByLabelText('Current password'), 'secret1');
    await user.type(passwordForm.getByLabelText('New password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeTruthy();
  });

  it('says when there are no orders, and lists them otherwise', async () => {
    renderFormPage('/user/orders', { user: CUSTOMER });
    expect(await screen.findByText("You don't have any orders in our history")).toBeTruthy();
    cleanup();

    const { account } = renderFormPage('/user/orders', { user: CUSTOMER });
    account.orderList = [
      {
        id: '42',
        date: '2024-05-01',
        zipUrl: '/api/v1/orders/42/fonts.zip',
        pdfUrl: null,
        lines: [
          {
            name: 'Test Serif Regular',
            fontClass: 'ff-test-serif',
            licences: ['Desktop: 1–5'],
            value: '$50',
          },
          // A family the library no longer has keeps the site's font.
          { name: 'Old Face Bold', fontClass: 'ff-old-face', licences: [], value: '$40' },
        ],
        discounts: [],
        total: { name: 'Total', value: '$50' },
      },
    ];
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download fonts (zip)' }).getAttribute('href')).toBe(
      '/api/v1/orders/42/fonts.zip',
    );
    const name = screen.getByText('Test Serif Regular');
    await waitFor(() => expect(name.style.fontFamily).toBe('"Test Serif", var(--font-serif)'));
    expect(screen.getByText('Old Face Bold').style.fontFamily).toBe('');
  });

  it('offers Upgrade on a licence line, says which lines were upgraded, and shows the VAT', async () => {
    const { account } = renderFormPage('/user/orders', { user: CUSTOMER });
    const licence = {
      id: 'test-serif/regular',
      type: 'styles' as const,
      typeface: 'test-serif',
      options: { desktop: 0, web: null, app: null },
      scripts: [],
    };
    account.orderList = [
      {
        id: '43',
        date: '2024-06-01',
        zipUrl: null,
        pdfUrl: null,
        lines: [
          {
            name: 'Test Serif Regular',
            fontClass: 'ff-test-serif',
            licences: ['6–20 computers'],
            value: '$85',
            licence,
            paid: '$85',
            paidCents: 8500,
            upgradeOf: '42',
            upgradedBy: null,
          },
        ],
        discounts: [{ name: 'Upgrade credit: Test Serif Regular (Order #42)', value: '-$50' }],
        tax: { name: 'VAT Germany (19%)', value: '$6.65' },
        total: { name: 'Total', value: '$41.65' },
      },
      {
        id: '42',
        date: '2024-05-01',
        zipUrl: null,
        pdfUrl: null,
        lines: [
          {
            name: 'Test Serif Regular',
            fontClass: 'ff-test-serif',
            licences: ['1–5 computers'],
            value: '$50',
            licence,
            paid: '$50',
            paidCents: 5000,
            upgradeOf: null,
            upgradedBy: '43',
          },
        ],
        discounts: [],
        total: { name: 'Total', value: '$50' },
      },
    ];
    const newer = within(await screen.findByRole('article', { name: 'Order #43' }));
    expect(newer.getByText('Upgrade of order #42')).toBeTruthy();
    expect(newer.getByText('VAT Germany (19%)')).toBeTruthy();
    const upgrade = newer.getByRole('button', { name: 'Upgrade Test Serif Regular' });
    expect(upgrade.getAttribute('aria-expanded')).toBe('false');
    const older = within(screen.getByRole('article', { name: 'Order #42' }));
    expect(older.getByText('Upgraded in order #43')).toBeTruthy();
    expect(older.queryByRole('button', { name: /^Upgrade/ })).toBeNull();
  });

  it('says which orders and lines were refunded and links their credit notes', async () => {
    const { account } = renderFormPage('/user/orders', { user: CUSTOMER });
    const line = (name: string, refunded: boolean) => ({
      name,
      fontClass: null,
      licences: ['1–5 computers'],
      value: '$50',
      refunded,
    });
    const creditNote = (order: string, number: string) => ({
      number,
      date: '2024-06-01',
      total: '$50.00',
      pdfUrl: `/api/v1/orders/${order}/credit-notes/${number}.pdf`,
    });
    account.orderList = [
      {
        id: '45',
        date: '2024-05-02',
        status: 'partially_refunded',
        zipUrl: '/api/v1/orders/45/fonts.zip',
        pdfUrl: null,
        lines: [line('Test Serif Regular', true), line('Test Sans Bold', false)],
        discounts: [],
        total: { name: 'Total', value: '$100' },
        creditNotes: [creditNote('45', 'CN-000002')],
      },
      {
        id: '44',
        date: '2024-05-01',
        status: 'refunded',
        zipUrl: null,
        pdfUrl: null,
        lines: [line('Old Face Bold', true)],
        discounts: [],
        total: { name: 'Total', value: '$50' },
        creditNotes: [creditNote('44', 'CN-000001')],
      },
    ];
    const partly = within(await screen.findByRole('article', { name: 'Order #45' }));
    expect(partly.getByText('Partly refunded')).toBeTruthy();
    expect(partly.getAllByText('Refunded')).toHaveLength(1);
    expect(
      partly.getByRole('link', { name: 'Credit note CN-000002 (pdf)' }).getAttribute('href'),
    ).toBe('/api/v1/orders/45/credit-notes/CN-000002.pdf');
    const refunded = within(screen.getByRole('article', { name: 'Order #44' }));
    // The order's status and its one line both say so.
    expect(refunded.getAllByText('Refunded')).toHaveLength(2);
    expect(
      refunded.getByRole('link', { name: 'Credit note CN-000001 (pdf)' }).getAttribute('href'),
    ).toBe('/api/v1/orders/44/credit-notes/CN-000001.pdf');
  });

  it('says a refund is on its way while the card processor makes it, naming the lines of a partial one', async () => {
    const { account } = renderFormPage('/user/orders', { user: CUSTOMER });
    const licence = {
      id: 'test-serif/regular',
      type: 'styles' as const,
      typeface: 'test-serif',
      options: { desktop: 0, web: null, app: null },
      scripts: [],
    };
    const line = (name: string) => ({
      name,
      fontClass: null,
      licences: ['1–5 computers'],
      value: '$50',
      licence: { ...licence, id: `test-serif/${name}` },
      upgradedBy: null,
      refunded: false,
    });
    const order = (id: string, lines: number[], amount: string) => ({
      id,
      date: '2024-05-01',
      status: 'paid' as const,
      zipUrl: `/api/v1/orders/${id}/fonts.zip`,
      pdfUrl: null,
      lines: [line('Test Serif Regular'), line('Test Serif Bold')],
      discounts: [],
      total: { name: 'Total', value: '$100' },
      creditNotes: [],
      pendingRefund: { amount, currency: 'USD', requestedAt: '2024-06-03T09:30:00.000Z', lines },
    });
    account.orderList = [order('47', [1], '$50'), order('46', [0, 1], '$100')];

    const whole = within(await screen.findByRole('article', { name: 'Order #46' }));
    expect(whole.getByText(/^Refund of \$100 pending/).closest('p')?.textContent).toBe(
      'Refund of $100 pending since 3 June 2024: it is on its way back to your card. ' +
        'Your credit note follows by e-mail once your bank has it.',
    );
    // Still paid: no "Refunded" yet, no credit note, the fonts still there; no upgrade is
    // offered on a licence being refunded.
    expect(whole.queryByText('Refunded')).toBeNull();
    expect(whole.getAllByText('Refund pending')).toHaveLength(2);
    expect(whole.queryByRole('button', { name: /^Upgrade/ })).toBeNull();
    expect(whole.queryByRole('list', { name: 'Credit notes' })).toBeNull();
    expect(whole.getByRole('link', { name: 'Download fonts (zip)' })).toBeTruthy();
    expect(whole.getByText('3 June 2024').getAttribute('datetime')).toBe(
      '2024-06-03T09:30:00.000Z',
    );

    const partial = within(screen.getByRole('article', { name: 'Order #47' }));
    expect(partial.getByText(/^Refund of \$50 for/).textContent).toBe(
      'Refund of $50 for Test Serif Bold pending',
    );
    expect(partial.getAllByText('Refund pending')).toHaveLength(1);
    expect(partial.getByRole('button', { name: 'Upgrade Test Serif Regular' })).toBeTruthy();
  });

  it('shows the loader while the orders load, and an empty history when they cannot be', async () => {
    let release: () => void = () => undefined;
    renderFormPage('/user/orders', {
      user: CUSTOMER,
      prepare: ({ account }) => {
        account.hold = new Promise((resolve) => (release = resolve));
        account.failWith = new ApiError(
          [errorItem(null, 'Something went wrong! Please try again later.', 'unhandled_error')],
          500,
          '/orders',
        );
      },
    });
    await screen.findByRole(
      'heading',
      { name: 'Your orders' },
      { timeout: FIRST_RENDER_TIMEOUT_MS },
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status').textContent).toContain('Loading');

    await act(async () => release());
    // docs/spec.md §4: a failed order load is swallowed; the loader ends.
    expect(await main.findByText("You don't have any orders in our history")).toBeTruthy();
    expect(main.queryByRole('status')).toBeNull();
    expect(main.queryByRole('alert')).toBeNull();
  });

  it('sends a logged-in visitor away from the login page', async () => {
    renderFormPage('/user/login', { user: CUSTOMER });
    await waitFor(() => expect(location()).toBe('/user/orders'));
  });
});
