import { generate } from 'otplib';
import { KyselyAccountRepository } from '../../../src/server/accounts/adapters/KyselyAccountRepository';
import { KyselyMailQueue } from '../../../src/server/mail/adapters/KyselyMailQueue';
import { EnrolStaff } from '../../../src/server/staff/app/EnrolStaff';
import { KyselyStaffAccounts } from '../../../src/server/staff/adapters/KyselyStaffAccounts';
import { totpCodes } from '../../../src/server/staff/adapters/staffTotp';
import { bearer } from '../accounts/accountClient';
import type { TestApp } from '../support/testApp';

export const STAFF_PASSWORD = 'staff password 1';

/** The staff adapter on the test app's database, as the command line builds it. */
export function staffAccounts(testApp: TestApp): KyselyStaffAccounts {
  const { db } = testApp.database;
  return new KyselyStaffAccounts(db, new KyselyAccountRepository(db, new KyselyMailQueue(db)));
}

/** `staff add` as the command line does it, on the test app's database: the TOTP secret. */
export async function enrolStaff(testApp: TestApp, email: string): Promise<string> {
  const added = await new EnrolStaff(staffAccounts(testApp), 'Test Foundry', totpCodes).add(
    email,
    STAFF_PASSWORD,
  );
  if (!added.ok) throw new Error(added.failure.message);
  const secret = new URL(added.value.totpUrl).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${added.value.totpUrl}`);
  return secret;
}

/** The code an authenticator app shows for the secret, `stepsAhead` periods from now. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export async function logIn(testApp: TestApp, email: string, password = STAFF_PASSWORD) {
  const response = await testApp.api.post('/users/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A staff member signed in with the password and the code: the session's bearer token. */
export async function signInStaff(testApp: TestApp, email: string): Promise<string> {
  const secret = await enrolStaff(testApp, email);
  const token = await logIn(testApp, email);
  const given = await testApp.api.post(
    '/admin/session/second-factor',
    { code: await totpCode(secret) },
    { headers: bearer(token) },
  );
  if (given.statusCode !== 200) throw new Error(`second factor: ${given.body}`);
  return token;
}
