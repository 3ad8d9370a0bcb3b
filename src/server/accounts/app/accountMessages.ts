/** What the account endpoints answer; the screens show `error.message` as it is (docs/spec.md §8). */
export const ACCOUNT_ERRORS = {
  invalidCredentials: 'The email address or password is incorrect.',
  emailTaken: 'An account with this email address already exists. Please log in instead.',
  oldPasswordWrong: 'The old password is incorrect.',
  currentPasswordWrong: 'The current password is incorrect.',
  resetCodeInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  emailChangeLinkInvalid:
    'This confirmation link is invalid or has expired. Please change your email address again in Settings.',
} as const;

/** A call that needs a customer, from a guest (LoginRequired). */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
