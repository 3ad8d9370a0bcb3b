import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditAnswer } from '../../../src/contract/adminAnswers';
import type {
  AdminClubAnswer,
  AdminCodeAnswer,
  AdminCodesAnswer,
  AdminCodeUsesAnswer,
} from '../../../src/contract/adminCodeAnswers';
import { registerUser } from '../accounts/accountClient';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
} from '../checkout/checkoutClient';
import type { TestApp } from '../support/testApp';
import { signInStaff } from './staffClient';

let testApp: TestApp;
let staff: string;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'desk@example.com');
});
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });
const items = [familyItem('eb-garamond')];

const ROUTES = [
  ['GET', '/admin/codes', undefined],
  [
    'POST',
    '/admin/codes',
    { code: 'X', kind: 'percent', value: '1', expires_on: null, max_uses: null, typefaces: [] },
  ],
  ['PUT', '/admin/codes/ANY/limits', { expires_on: null, max_uses: null }],
  ['POST', '/admin/codes/ANY/disable', {}],
  ['GET', '/admin/codes/ANY/uses', undefined],
  ['GET', '/admin/club', undefined],
  ['POST', '/admin/club/invites', { email: 'a@example.com', coworker_of: null }],
] as const;

describe('the code and club routes', () => {
  it('answer a guest 401 and a customer 403', async () => {
    const customer = await registerUser(testApp, 'nosy@example.com');
    for (const [method, path, body] of ROUTES) {
      const guest = await testApp.api.call(method, path, { body });
      expect(guest.statusCode, `${method} ${path}`).toBe(401);
      const refused = await testApp.api.call(method, path, { body, headers: bearer(customer) });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().errors[0].rule).toBe('staff_only');
    }
  });
});

describe('discount codes in the back office', () => {
  it('creates a code with the command line’s rules, lists it, and refuses a bad one', async () => {
    const created = await testApp.api.post(
      '/admin/codes',
      {
        code: 'desk20',
        kind: 'percent',
        value: '20',
        expires_on: null,
        max_uses: 5,
        typefaces: [],
      },
      asStaff(),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json<AdminCodeAnswer>()).toMatchObject({
      code: 'DESK20',
      size: '20% off',
      max_uses: 5,
      uses: 0,
      disabled: false,
    });
    const listed = await testApp.api.get('/admin/codes', asStaff());
    expect(listed.json<AdminCodesAnswer>().codes.map((code) => code.code)).toContain('DESK20');

    const again = await testApp.api.post(
      '/admin/codes',
      {
        code: 'DESK20',
        kind: 'amount',
        value: '5',
        expires_on: null,
        max_uses: null,
        typefaces: [],
      },
      asStaff(),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([
      { field: 'code', message: 'The code DESK20 exists already.', rule: 'unique' },
    ]);
    const tooMuch = await testApp.api.post(
      '/admin/codes',
      {
        code: 'HUGE',
        kind: 'percent',
        value: '120',
        expires_on: null,
        max_uses: null,
        typefaces: [],
      },
      asStaff(),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'value', rule: 'invalid' });
  });

  it('lists the orders that used a code, changes its limits and disables it, audited', async () => {
    await testApp.api.post(
      '/admin/codes',
      {
        code: 'USED10',
        kind: 'percent',
        value: '10',
        expires_on: null,
        max_uses: null,
        typefaces: [],
      },
      asStaff(),
    );
    const buyer = await newCustomer(testApp);
    const paid = await checkout(testApp, buyer.token, CARDS.succeeds, {
      cart: { items, discount_code: 'USED10' },
    });
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json<{ order_id: string }>().order_id;

    const uses = await testApp.api.get('/admin/codes/used10/uses', asStaff());
    expect(uses.json<AdminCodeUsesAnswer>().orders.map((order) => order.id)).toEqual([orderId]);

    const limited = await testApp.api.put(
      '/admin/codes/USED10/limits',
      { expires_on: '2099-12-31', max_uses: 3 },
      asStaff(),
    );
    expect(limited.json<AdminCodeAnswer>()).toMatchObject({
      expires_on: '2099-12-31',
      max_uses: 3,
      uses: 1,
    });

    const disabled = await testApp.api.post('/admin/codes/USED10/disable', {}, asStaff());
    expect(disabled.json<AdminCodeAnswer>().disabled).toBe(true);
    const cart = await testApp.api.put('/cart', { cart: { items, discount_code: 'USED10' } });
    expect(cart.json().discount_code).toMatchObject({ applied: false, rule: 'unknown' });

    const missing = await testApp.api.post('/admin/codes/NOPE99/disable', {}, asStaff());
    expect(missing.statusCode).toBe(404);

    const audit = await testApp.api.get('/admin/audit', asStaff());
    const entries = audit.json<AdminAuditAnswer>().entries.filter((e) => e.subject === 'USED10');
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['discount_code.disabled', '{"disabled":false}', '{"disabled":true}'],
      [
        'discount_code.limits_changed',
        '{"expires_on":null,"max_uses":null}',
        '{"expires_on":"2099-12-31","max_uses":3}',
      ],
      ['discount_code.created', null, expect.stringContaining('"code":"USED10"')],
    ]);
  });
});

describe('the club in the back office', () => {
  it('invites someone alone and as a member’s co-worker, and lists members and open invites', async () => {
    const single = await testApp.api.post(
      '/admin/club/invites',
      { email: 'newcomer@example.com', coworker_of: null },
      asStaff(),
    );
    expect(single.json()).toEqual({
      message: 'The invitation is on its way to newcomer@example.com.',
    });

    const notMember = await testApp.api.post(
      '/admin/club/invites',
      { email: 'colleague@example.com', coworker_of: 'nosy@example.com' },
      asStaff(),
    );
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().errors[0]).toMatchObject({ field: 'coworker_of', rule: 'club_member' });

    await registerUser(testApp, 'member@example.com');
    await testApp.database.db
      .updateTable('users')
      .set({ club_member: 1 })
      .where('email', '=', 'member@example.com')
      .execute();
    const coworker = await testApp.api.post(
      '/admin/club/invites',
      { email: 'colleague@example.com', coworker_of: 'member@example.com' },
      asStaff(),
    );
    expect(coworker.statusCode).toBe(200);

    const club = (await testApp.api.get('/admin/club', asStaff())).json<AdminClubAnswer>();
    expect(club.members.map((member) => member.email)).toEqual(['member@example.com']);
    expect(club.open_invites.map((invite) => [invite.email, invite.coworker_invite])).toEqual(
      expect.arrayContaining([
        ['newcomer@example.com', false],
        ['colleague@example.com', true],
      ]),
    );
    const mails = await testApp.database.db
      .selectFrom('mail_queue')
      .select('recipient')
      .where('subject', 'like', '%Club%')
      .execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'colleague@example.com',
      'newcomer@example.com',
    ]);
    const audit = (await testApp.api.get('/admin/audit', asStaff())).json<AdminAuditAnswer>();
    expect(audit.entries.filter((e) => e.action === 'club.invited').map((e) => e.subject)).toEqual([
      'colleague@example.com',
      'newcomer@example.com',
    ]);
  });
});
