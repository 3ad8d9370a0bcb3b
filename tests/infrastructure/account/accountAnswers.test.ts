import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ApiClient } from '../../../src/application/ports/ApiClient';
import { AxiosAccountGateway } from '../../../src/infrastructure/account/AxiosAccountGateway';
import { AxiosClubGateway } from '../../../src/infrastructure/club/AxiosClubGateway';
import { AxiosSessionGateway } from '../../../src/infrastructure/session/AxiosSessionGateway';

/** An API that answers every call with `body`, as the server's 200 would. */
function apiAnswering(body: unknown): ApiClient {
  const answer = <T>() => Promise.resolve(body as T);
  return { get: answer, post: answer, put: answer, delete: answer };
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const USER = {
  id: '5f0c',
  email: 'ada@example.com',
  personal_info: { beta: true, name: 'Ada Lovelace', country: 'GB' },
};

describe('the account answers, read through the wire contract', () => {
  it('reads GET /me, and drops fields the contract does not declare', async () => {
    const gateway = new AxiosSessionGateway(apiAnswering({ ...USER, password_hash: 'x' }));
    await expect(gateway.currentUser()).resolves.toEqual(USER);
  });

  it('rejects a malformed /me answer with an ApiError naming its fields', async () => {
    const gateway = new AxiosSessionGateway(
      apiAnswering({ ...USER, email: 7, personal_info: { beta: 1 } }),
    );
    const error = await failureOf(gateway.currentUser());
    expect(error.status).toBe(200);
    expect(error.errors).toEqual([
      { field: 'email', message: 'email must be a string value', rule: 'invalid_answer' },
      {
        field: 'personal_info.beta',
        message: 'personal_info.beta must be a boolean value',
        rule: 'invalid_answer',
      },
    ]);
  });

  it('reads the token of login and registration, and refuses an answer without one', async () => {
    const values = { email: 'ada@example.com', password: 'analytical' };
    await expect(
      new AxiosAccountGateway(apiAnswering({ token: 't0k' })).login(values),
    ).resolves.toBe('t0k');
    const empty = new AxiosAccountGateway(apiAnswering({ token: null }));
    expect((await failureOf(empty.register(values))).errors[0]?.field).toBe('token');
    const none = new AxiosAccountGateway(apiAnswering({ data: { token: 't0k' } }));
    expect((await failureOf(none.login(values))).errors[0]?.field).toBe('token');
  });

  it('reads the club invite check, and refuses one without its invite', async () => {
    const invite = {
      id: 'c1',
      email: 'jonas@studio.example',
      coworker_invite: 1,
      beta_user: { email: 'mara@studio.example', company: 'Northlight Studio' },
      company: 'Northlight Studio',
    };
    const gateway = new AxiosClubGateway(apiAnswering({ invite, already_customer: false }));
    await expect(gateway.checkInvite('token')).resolves.toEqual({
      invite: {
        id: 'c1',
        email: 'jonas@studio.example',
        coworkerInvite: true,
        company: 'Northlight Studio',
      },
      alreadyCustomer: false,
    });
    const broken = new AxiosClubGateway(apiAnswering({ already_customer: false }));
    expect((await failureOf(broken.checkInvite('token'))).errors[0]?.field).toBe('invite');
  });
});
