import type {
  EmailChangeValues,
  EmailFormValues,
  LoginFormValues,
  PasswordChangeValues,
  PasswordSetValues,
} from '../domain/validation/accountForms';
import type { Endpoint } from './Endpoint';
import { ORDER_INFORMATION_TEXT_FIELDS, PERSONAL_FLAGS } from './profileFields';
import { formAccepted } from './trials';
import { z } from './zod';

/*
 * The account calls (docs/spec.md §7 "Forms and accounts"). Every form field may be missing
 * or break a rule: the domain's validators (src/domain/validation/accountForms.ts) answer
 * those with the messages the form shows (422); the contract only refuses what no form sends
 * (a password that is an object).
 */
const text = z.optional(z.string());

/** Login and registration: e-mail and password. */
export const loginBody = z.object({
  email: text,
  password: text,
}) satisfies z.ZodMiniType<LoginFormValues>;

/** The e-mail change and the "forgot password" form. */
export const emailBody = z.object({ email: text }) satisfies z.ZodMiniType<EmailFormValues>;

/** The settings' e-mail change: the new address and the account's current password. */
export const emailChangeBody = z.object({
  email: text,
  current_password: text,
}) satisfies z.ZodMiniType<EmailChangeValues>;

/** The reset link's form: the new password and the e-mailed code. */
export const passwordSetBody = z.object({
  password: text,
  code: text,
}) satisfies z.ZodMiniType<PasswordSetValues>;

export const passwordChangeBody = z.object({
  old_password: text,
  password: text,
}) satisfies z.ZodMiniType<PasswordChangeValues>;

/**
 * A new session's bearer token (docs/spec.md §7: sent as `Authorization: Bearer …`). No
 * length check: the session adapter imports this file on every page, and a check's zod code
 * would not be shaken out of its bundle (docs/wire-contract.md).
 */
export const tokenAnswer = z.object({ token: z.string() });

/** The text fields of a profile: the order information's, and the club's fields. */
const PERSONAL_TEXT_FIELDS = [
  ...ORDER_INFORMATION_TEXT_FIELDS,
  'first_name',
  'last_name',
  'instagram_handle',
] as const;

/** Each name as an optional field of one type: the list above stays the one list. */
function optionalFields<K extends string, T extends z.ZodMiniType>(names: readonly K[], type: T) {
  return Object.fromEntries(names.map((name) => [name, z.optional(type)])) as Record<
    K,
    z.ZodMiniOptional<T>
  >;
}

/**
 * The profile saved with an account: checkout's step 2 is prefilled from it
 * (src/application/checkout/orderInformationForm.ts), the club registration adds its fields.
 */
export const personalInfo = z.object({
  ...optionalFields(PERSONAL_TEXT_FIELDS, z.string()),
  ...optionalFields(PERSONAL_FLAGS, z.boolean()),
});

/** The logged-in customer (docs/spec.md §3 "User: email, personal_info"). */
export const user = z.object({
  id: z.string(),
  email: z.string(),
  personal_info: z.object({
    ...personalInfo.shape,
    /** The club member flag (docs/spec.md §6): members see the Club menu item. */
    beta: z.boolean(),
  }),
});

export const postUsersRegister = { body: loginBody, response: tokenAnswer } satisfies Endpoint;

/** A wrong password and an unknown address answer the same 401. */
export const postUsersLogin = { body: loginBody, response: tokenAnswer } satisfies Endpoint;

/** GET /me: who the bearer token belongs to (401 for none, or an ended session). */
export const getMe = { response: user } satisfies Endpoint;

/** Ends the bearer token's session; logging out twice is still a logout. */
export const postUsersLogout = { response: formAccepted } satisfies Endpoint;

/**
 * PUT /users: asks to change the e-mail address. Answers the user as they are (the address
 * changes only when the e-mailed link is opened) and the note the page shows, the same
 * whether or not another account has the new address.
 */
export const putUsers = {
  body: emailChangeBody,
  response: z.object({ ...user.shape, message: z.string() }),
} satisfies Endpoint;

/** The e-mail change link's page (/user/confirm-email?code=…) sends its code. */
export const emailChangeConfirmBody = z.object({ code: text });

/** POST /users/confirm-email: moves the account to the address the link was sent to. */
export const postUsersConfirmEmail = {
  body: emailChangeConfirmBody,
  response: formAccepted,
} satisfies Endpoint;

export const putUsersChangePassword = {
  body: passwordChangeBody,
  response: formAccepted,
} satisfies Endpoint;

/** "Forgot password": the same answer whether or not the address has an account. */
export const postUsersRecoverPassword = {
  body: emailBody,
  response: formAccepted,
} satisfies Endpoint;

/** The reset link's form (docs/spec.md §2 /user/change-password?code=…). */
export const postUsersSetPassword = {
  body: passwordSetBody,
  response: formAccepted,
} satisfies Endpoint;

/** docs/spec.md §7 names this path for the same form as POST /users/set-password. */
export const putUsersUpdatePassword = postUsersSetPassword;

export type PersonalInfo = z.infer<typeof personalInfo>;
export type User = z.infer<typeof user>;
