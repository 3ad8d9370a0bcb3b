import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/server/accounts/app/Account';
import type { PasswordResets } from '../../../src/server/accounts/app/PasswordResets';
import { RequestPasswordReset } from '../../../src/server/accounts/app/RequestPasswordReset';
import { ResetPassword } from '../../../src/server/accounts/app/ResetPassword';
import type { MailMessage } from '../../../src/server/mail/app/Mailer';
import { newSecretToken } from '../../../src/server/security/secretTokens';

/**
 * The password reset use cases on their own, with codes kept in memory: the answers a route
 * turns into HTTP (nothing, or a named failure), and what they write.
 */
class InMemoryPasswordResets implements PasswordResets {
  readonly codes = new Map<string, string>();
  readonly mails: MailMessage[] = [];
  readonly passwords = new Map<string, string>();

  async issue(userId: string, mail: (code: string) => MailMessage) {
    for (const [code, owner] of this.codes) if (owner === userId) this.codes.delete(code);
    const code = newSecretToken();
    this.codes.set(code, userId);
    this.mails.push(mail(code));
  }

  async reset(code: string, passwordHash: string) {
    const userId = this.codes.get(code);
    if (!userId) return false;
    this.codes.delete(code);
    this.passwords.set(userId, passwordHash);
    return true;
  }
}

const ADA: Account = {
  id: 'user-1',
  email: 'ada@example.com',
  passwordHash: 'old',
  clubMember: false,
  personalInfo: {},
  staff: false,
};
const accounts = { findByEmail: async (email: string) => (email === ADA.email ? ADA : undefined) };
const brand = {
  foundryName: 'Foundry',
  foundryEmail: 'hello@fonts.example',
  publicUrl: 'https://fonts.example',
};

describe('RequestPasswordReset and ResetPassword', () => {
  it('e-mails a code to an account, nothing to an unknown address, the same answer to both', async () => {
    const resets = new InMemoryPasswordResets();
    const request = new RequestPasswordReset(accounts, resets, brand, 0);
    expect(await request.execute({ email: 'ada@example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await request.execute({ email: 'nobody@example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(resets.mails.map((mail) => mail.to)).toEqual(['ada@example.com']);
    const [code] = [...resets.codes.keys()];
    expect(resets.mails[0]?.text).toContain(`/user/change-password?code=${code}`);
  });

  it('answers the form errors as a failure, and sends nothing', async () => {
    const resets = new InMemoryPasswordResets();
    const result = await new RequestPasswordReset(accounts, resets, brand, 0).execute({
      email: 'x',
    });
    expect(!result.ok && result.failure.name).toBe('InvalidForm');
    expect(resets.mails).toEqual([]);
  });

  it('sets the new password with a code once, and refuses an unknown or malformed one', async () => {
    const resets = new InMemoryPasswordResets();
    await new RequestPasswordReset(accounts, resets, brand, 0).execute({ email: ADA.email });
    const [code = ''] = [...resets.codes.keys()];
    const reset = new ResetPassword(resets);

    expect(await reset.execute({ password: 'new-password', code })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(resets.passwords.get(ADA.id)).not.toContain('new-password');
    for (const again of [code, 'not a code', newSecretToken()]) {
      expect(await reset.execute({ password: 'other-password', code: again })).toEqual({
        ok: false,
        failure: { name: 'ResetCodeInvalid' },
      });
    }
    const invalid = await reset.execute({ code });
    expect(!invalid.ok && invalid.failure.name).toBe('InvalidForm');
  });
});
