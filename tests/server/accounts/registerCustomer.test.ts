import { describe, expect, it } from 'vitest';
import type { AccountRepository } from '../../../src/server/accounts/app/AccountRepository';
import { RegisterCustomer } from '../../../src/server/accounts/app/RegisterCustomer';
import type { Account, NewAccount } from '../../../src/server/accounts/app/Account';

/**
 * The registration use case on its own, with accounts kept in memory: the answers a route
 * turns into HTTP (a token, or a named failure), including a race the API cannot stage.
 */
class InMemoryAccounts implements AccountRepository {
  readonly users: Account[] = [];
  readonly sessions: string[] = [];
  /** An account another request creates just before this one's insert. */
  racer: NewAccount | null = null;

  async findByEmail(email: string) {
    return this.users.find((user) => user.email === email.toLowerCase());
  }

  async create(user: NewAccount): Promise<Account> {
    if (this.racer) this.add(this.racer);
    if (await this.findByEmail(user.email)) throw new Error('UNIQUE constraint failed');
    return this.add(user);
  }

  async openSession(userId: string) {
    this.sessions.push(userId);
    return `token-of-${userId}`;
  }

  async openSessionLasting(userId: string) {
    return this.openSession(userId);
  }

  private add(user: NewAccount): Account {
    const account: Account = {
      id: `user-${this.users.length + 1}`,
      email: user.email.toLowerCase(),
      passwordHash: user.passwordHash,
      clubMember: false,
      personalInfo: {},
      staff: false,
    };
    this.users.push(account);
    return account;
  }

  async findBySession() {
    return undefined;
  }

  async closeSession() {}
  async changeEmail() {}
  async changePassword() {}
  async savePersonalInfo() {}
}

describe('RegisterCustomer', () => {
  it('creates the account with a hashed password and opens its session', async () => {
    const accounts = new InMemoryAccounts();
    const result = await new RegisterCustomer(accounts).execute({
      email: 'ada@example.com',
      password: 'engine-secret',
    });
    expect(result).toEqual({ ok: true, value: 'token-of-user-1' });
    expect(accounts.users[0]?.passwordHash).not.toContain('engine-secret');
    expect(accounts.sessions).toEqual(['user-1']);
  });

  it('answers the form errors, and a taken address, as failures', async () => {
    const accounts = new InMemoryAccounts();
    const register = new RegisterCustomer(accounts);
    const invalid = await register.execute({ email: 'not an address', password: '' });
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.failure.name).toBe('InvalidForm');
    await register.execute({ email: 'ada@example.com', password: 'engine-secret' });
    const again = await register.execute({ email: 'ADA@example.com', password: 'another-secret' });
    expect(again).toEqual({ ok: false, failure: { name: 'EmailTaken' } });
    expect(accounts.sessions).toHaveLength(1);
  });

  it('answers EmailTaken when another request creates the address first', async () => {
    const accounts = new InMemoryAccounts();
    accounts.racer = { email: 'grace@example.com', passwordHash: 'x' };
    const result = await new RegisterCustomer(accounts).execute({
      email: 'grace@example.com',
      password: 'navy-secret',
    });
    expect(result).toEqual({ ok: false, failure: { name: 'EmailTaken' } });
    expect(accounts.sessions).toEqual([]);
  });

  it('lets any other failure of the store through', async () => {
    const accounts = new InMemoryAccounts();
    accounts.create = async () => {
      throw new Error('disk full');
    };
    await expect(
      new RegisterCustomer(accounts).execute({ email: 'x@example.com', password: 'secret-pw' }),
    ).rejects.toThrow('disk full');
  });
});
