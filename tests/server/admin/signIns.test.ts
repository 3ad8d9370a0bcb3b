import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerAnswer } from '../../../src/contract/adminAnswers';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { SIGN_IN_USER_AGENT_MAX } from '../../../src/server/signIns/app/noteSignIn';
import { bearer, registerUser } from '../accounts/accountClient';
import { signInStaff } from '../staff/staffClient';
import { createTestApp, type TestApp } from '../support/testApp';

const PASSWORD = 'correct horse';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const DAY_MS = 86_400_000;

let testApp: TestApp;
let staff: string;
let customerId: string;
const customerEmail = 'signing-in@example.com';

beforeAll(async () => {
  // Behind a proxy on the loopback: request.ip is the X-Forwarded-For address.
  testApp = await createTestApp({
    env: { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '100' },
    deps: { startMailWorker: false },
    captureLogs: true,
  });
  staff = await signInStaff(testApp, 'sign-ins@example.com');
  await registerUser(testApp, customerEmail, PASSWORD);
  const user = await testApp.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', customerEmail)
    .executeTakeFirstOrThrow();
  customerId = user.id;
}, 60_000);
afterAll(() => testApp.close());

function logIn(password: string, ip: string, userAgent: string) {
  return testApp.api.post(
    '/users/login',
    { email: customerEmail, password },
    { headers: { 'x-forwarded-for': ip, 'user-agent': userAgent } },
  );
}

async function customerPage(): Promise<AdminCustomerAnswer> {
  const opened = await testApp.api.get(`/admin/customers/${customerId}`, {
    headers: bearer(staff),
  });
  expect(opened.statusCode).toBe(200);
  return opened.json<AdminCustomerAnswer>();
}

describe('sign-ins on the customer’s page', () => {
  it('lists each login newest first, with the address and browser; a wrong password adds none', async () => {
    expect(await customerPage()).toMatchObject({ sign_ins: [], sign_ins_kept_days: 90 });

    expect((await logIn(PASSWORD, '203.0.113.7', FIREFOX)).statusCode).toBe(200);
    expect((await logIn(PASSWORD, '198.51.100.20', 'x'.repeat(1000))).statusCode).toBe(200);
    expect((await logIn('wrong password', '192.0.2.99', FIREFOX)).statusCode).toBe(401);

    const { sign_ins: signIns } = await customerPage();
    expect(signIns.map((signIn) => signIn.ip_address)).toEqual(['198.51.100.20', '203.0.113.7']);
    expect(signIns[0]?.user_agent).toHaveLength(SIGN_IN_USER_AGENT_MAX);
    expect(signIns[1]).toMatchObject({ user_agent: FIREFOX, second_factor: false });
    const [newest, older] = signIns.map((signIn) => Date.parse(signIn.at));
    expect(newest).toBeGreaterThanOrEqual(older ?? Infinity);
  });

  it('records a staff member’s password and TOTP code as two sign-ins', async () => {
    const staffId = await testApp.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sign-ins@example.com')
      .executeTakeFirstOrThrow();
    const opened = await testApp.api.get(`/admin/customers/${staffId.id}`, {
      headers: bearer(staff),
    });
    const { sign_ins: signIns } = opened.json<AdminCustomerAnswer>();
    expect(signIns.map((signIn) => signIn.second_factor)).toEqual([true, false]);
  });

  it('are kept SIGN_IN_RETENTION_DAYS, then swept', async () => {
    const options = sweepOptionsFrom(testApp.config);
    const today = await sweep(testApp.app.staleRecords, options);
    expect(today.signIns).toBe(0);
    const later = new Date(Date.now() + 91 * DAY_MS);
    expect((await sweep(testApp.app.staleRecords, { ...options, now: later })).signIns).toBe(4);
    // The move also ended every login session, staff's included: the table is read directly.
    const left = await testApp.database.db.selectFrom('sign_ins').select('id').execute();
    expect(left).toEqual([]);
  });

  it('lets the login through when its sign-in cannot be written, with a warning', async () => {
    await testApp.database.db.schema.dropTable('sign_ins').execute();
    expect((await logIn(PASSWORD, '203.0.113.7', FIREFOX)).statusCode).toBe(200);
    const warnings = testApp.logs
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg === 'sign-in not recorded');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
  });
});
