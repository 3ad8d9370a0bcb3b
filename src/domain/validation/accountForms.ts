import type { ErrorItem } from '../errors/ErrorItem';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MESSAGE } from './emailPattern';
import { matchesPattern, minLength, required, validateForm, type FieldRule } from './formRules';

/**
 * Login, password reset, settings and the checkout's login and register forms (docs/spec.md §5).
 * These share the terser messages of the account screens, capitalisation included.
 */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailPattern: 'Please Enter valid email address',
  passwordRequired: 'Password is required',
  oldPasswordRequired: 'Old Password is required',
  currentPasswordRequired: 'Current Password is required',
  newPasswordRequired: 'New Password is required',
  passwordMinLength: PASSWORD_MIN_LENGTH_MESSAGE,
} as const;

export const RESET_REQUEST_SUCCESS_MESSAGE = 'Check your email address!';
export const EMAIL_CHANGED_MESSAGE = 'Your email address has been changed successfully!';
/**
 * The settings' answer to a new address, whether or not it has an account: the change waits
 * for the link (docs/security.md "Account settings").
 */
export function emailChangeLinkSentMessage(email: string): string {
  return `We sent a confirmation link to ${email}. Your address changes when you open it.`;
}
/** Saving the address the account already has. */
export const EMAIL_UNCHANGED_MESSAGE = 'This is already your email address.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed successfully!';

export interface EmailFormValues {
  email?: string;
}

/** The settings' e-mail change: the new address, confirmed by the account's password. */
export interface EmailChangeValues extends EmailFormValues {
  current_password?: string;
}

export interface LoginFormValues {
  email?: string;
  password?: string;
}

export interface PasswordSetValues {
  password?: string;
  code?: string;
}

export interface PasswordChangeValues {
  old_password?: string;
  password?: string;
}

type Values = object;

/** The forms' rule lists, exported for a browser's own form library (src/infrastructure/forms). */
export const EMAIL_FORM_RULES: readonly FieldRule<Values>[] = [
  required('email', ACCOUNT_MESSAGES.emailRequired),
  matchesPattern('email', EMAIL_PATTERN, ACCOUNT_MESSAGES.emailPattern),
];

/**
 * The settings' e-mail change asks for the current password as the password change does:
 * a session left open on a shared computer cannot take the account over (docs/security.md).
 */
export const EMAIL_CHANGE_FORM_RULES: readonly FieldRule<Values>[] = [
  ...EMAIL_FORM_RULES,
  required('current_password', ACCOUNT_MESSAGES.currentPasswordRequired),
];

/** A new password: required, and long enough. Existing passwords are only required. */
function newPasswordRules(requiredMessage: string): FieldRule<Values>[] {
  return [
    required('password', requiredMessage),
    minLength('password', PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordMinLength),
  ];
}

export const LOGIN_FORM_RULES: readonly FieldRule<Values>[] = [
  ...EMAIL_FORM_RULES,
  required('password', ACCOUNT_MESSAGES.passwordRequired),
];
export const REGISTER_FORM_RULES: readonly FieldRule<Values>[] = [
  ...EMAIL_FORM_RULES,
  ...newPasswordRules(ACCOUNT_MESSAGES.passwordRequired),
];
export const PASSWORD_SET_FORM_RULES: readonly FieldRule<Values>[] = newPasswordRules(
  ACCOUNT_MESSAGES.passwordRequired,
);
export const PASSWORD_CHANGE_FORM_RULES: readonly FieldRule<Values>[] = [
  required('old_password', ACCOUNT_MESSAGES.oldPasswordRequired),
  ...newPasswordRules(ACCOUNT_MESSAGES.newPasswordRequired),
];

/** /user/login and the checkout's login form. */
export function validateLoginForm(values: LoginFormValues): ErrorItem[] {
  return validateForm(LOGIN_FORM_RULES, values);
}

/** The checkout's register form. */
export function validateRegisterForm(values: LoginFormValues): ErrorItem[] {
  return validateForm(REGISTER_FORM_RULES, values);
}

/** /user/forget-password. */
export function validateEmailForm(values: EmailFormValues): ErrorItem[] {
  return validateForm(EMAIL_FORM_RULES, values);
}

/** The settings page's change-e-mail form. */
export function validateEmailChangeForm(values: EmailChangeValues): ErrorItem[] {
  return validateForm(EMAIL_CHANGE_FORM_RULES, values);
}

/** /user/change-password: the new password sent with the reset code. */
export function validatePasswordSetForm(values: PasswordSetValues): ErrorItem[] {
  return validateForm(PASSWORD_SET_FORM_RULES, values);
}

/** The settings page's change-password form. */
export function validatePasswordChangeForm(values: PasswordChangeValues): ErrorItem[] {
  return validateForm(PASSWORD_CHANGE_FORM_RULES, values);
}
