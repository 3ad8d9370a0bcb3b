import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGED_MESSAGE,
  emailChangeLinkSentMessage,
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUEST_SUCCESS_MESSAGE,
  validateEmailChangeForm,
  validateEmailForm,
  validateLoginForm,
  validatePasswordChangeForm,
  validatePasswordSetForm,
  validateRegisterForm,
} from '../../../src/domain/validation/accountForms';
import { validEmail } from './emailArbitraries';

describe('account forms', () => {
  it('use the spec messages word for word', () => {
    expect(ACCOUNT_MESSAGES.emailRequired).toBe('Email is required');
    expect(ACCOUNT_MESSAGES.emailPattern).toBe('Please Enter valid email address');
    expect(ACCOUNT_MESSAGES.passwordRequired).toBe('Password is required');
    expect(ACCOUNT_MESSAGES.oldPasswordRequired).toBe('Old Password is required');
    expect(ACCOUNT_MESSAGES.newPasswordRequired).toBe('New Password is required');
    expect(RESET_REQUEST_SUCCESS_MESSAGE).toBe('Check your email address!');
    expect(EMAIL_CHANGED_MESSAGE).toBe('Your email address has been changed successfully!');
    expect(PASSWORD_CHANGED_MESSAGE).toBe('Your password has been changed successfully!');
  });

  it('login requires e-mail and password', () => {
    expect(validateLoginForm({})).toEqual([
      { field: 'email', message: 'Email is required', rule: 'required' },
      { field: 'password', message: 'Password is required', rule: 'required' },
    ]);
    expect(validateLoginForm({ email: 'x', password: '1' })).toEqual([
      { field: 'email', message: 'Please Enter valid email address', rule: 'pattern' },
    ]);
  });

  it('login accepts any existing password, however short', () => {
    expect(validateLoginForm({ email: 'a@b.cd', password: 'abc' })).toEqual([]);
  });

  it('register needs a password of at least 6 characters', () => {
    expect(validateRegisterForm({ email: 'a@b.cd', password: '12345' })).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters.', rule: 'minlength' },
    ]);
    expect(validateRegisterForm({ email: 'a@b.cd', password: '123456' })).toEqual([]);
    expect(validateRegisterForm({})).toHaveLength(2);
  });

  it('the reset request and change-e-mail forms check the e-mail', () => {
    expect(validateEmailForm({ email: ' ' })).toEqual([
      { field: 'email', message: 'Email is required', rule: 'required' },
    ]);
    expect(validateEmailForm({ email: 'a@b.cd' })).toEqual([]);
  });

  it('the password set form requires a long enough password', () => {
    expect(validatePasswordSetForm({ code: 'x' })).toEqual([
      { field: 'password', message: 'Password is required', rule: 'required' },
    ]);
    expect(validatePasswordSetForm({ password: 'abc' })[0].rule).toBe('minlength');
    expect(validatePasswordSetForm({ password: 'abcdef', code: 'x' })).toEqual([]);
  });

  it('the change-password form requires old and new password', () => {
    expect(validatePasswordChangeForm({})).toEqual([
      { field: 'old_password', message: 'Old Password is required', rule: 'required' },
      { field: 'password', message: 'New Password is required', rule: 'required' },
    ]);
    expect(validatePasswordChangeForm({ old_password: 'a', password: 'abcdefg' })).toEqual([]);
  });

  it('accept any valid e-mail and reject any e-mail without an @', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.string().filter((s) => !s.includes('@') && s.trim() !== ''),
        (good, bad) => {
          expect(validateLoginForm({ email: good, password: 'p' })).toEqual([]);
          expect(validateLoginForm({ email: bad, password: 'p' })[0].rule).toBe('pattern');
        },
      ),
    );
  });
});

describe('the change-e-mail form', () => {
  it('asks for the current password beside a valid address', () => {
    expect(
      validateEmailChangeForm({ email: 'new@example.com', current_password: 'secret' }),
    ).toEqual([]);
    expect(validateEmailChangeForm({ email: 'new@example.com' })).toEqual([
      {
        field: 'current_password',
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
        rule: 'required',
      },
    ]);
  });

  it('tells where the confirmation link went, whether or not the address has an account', () => {
    expect(emailChangeLinkSentMessage('new@example.com')).toBe(
      'We sent a confirmation link to new@example.com. Your address changes when you open it.',
    );
  });
});
