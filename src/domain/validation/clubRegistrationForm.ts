import type { ErrorItem } from '../errors/ErrorItem';
import { ACCOUNT_MESSAGES } from './accountForms';
import { addressRules, type AddressValues } from './addressRules';
import { EMAIL_PATTERN, isValidEmail, PASSWORD_MIN_LENGTH } from './emailPattern';
import {
  customRule,
  matchesPattern,
  minLength,
  mustBeChecked,
  required,
  validateForm,
  type FieldRule,
} from './formRules';

export interface CoworkerInvite {
  name?: string;
  email?: string;
}

/** docs/spec.md §3 "Club registration payload". */
export interface ClubRegistrationValues extends AddressValues {
  email?: string;
  password?: string;
  company?: string;
  first_name?: string;
  last_name?: string;
  terms?: boolean;
  instagram_handle?: string;
  invited_coworker_emails?: CoworkerInvite[];
}

/** What the invite check answered, which changes the form. */
export interface ClubInviteContext {
  /** A co-worker invite has the company filled in and no co-worker fields. */
  coworkerInvite: boolean;
  /** An existing customer enters the current password, which may predate the length rule. */
  alreadyCustomer: boolean;
}

export const MAX_COWORKER_INVITES = 3;

export const CLUB_MESSAGES = {
  company: 'Company is required.',
  first_name: 'First name is required.',
  last_name: 'Last name is required.',
  terms: 'Please agree to the terms and conditions.',
  address1: 'Please enter your address.',
  zip_code: 'Please enter your zip code.',
  city: 'Please enter your city.',
  country: 'Please select your country.',
  state: 'Please enter your state.',
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  emailPattern: 'Please Enter valid email address.',
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  passwordMinLength: ACCOUNT_MESSAGES.passwordMinLength,
  coworkerPair: 'Please enter coworker name and email or leave both blank.',
  coworkerEmail: 'Please enter coworker email.',
  coworkerEmailPattern: 'Please enter valid email address for coworker.',
  /** The spec states the limit but no message for it. */
  tooManyCoworkers: `You can invite up to ${MAX_COWORKER_INVITES} co-workers.`,
} as const;

export const COWORKERS_FIELD = 'invited_coworker_emails';

export function coworkerField(index: number, part: keyof CoworkerInvite): string {
  return `${COWORKERS_FIELD}.${index}.${part}`;
}

/** Three empty rows, the shape the form starts with. */
export function emptyCoworkerInvites(): CoworkerInvite[] {
  return Array.from({ length: MAX_COWORKER_INVITES }, () => ({ name: '', email: '' }));
}

type Values = ClubRegistrationValues;

function coworkerAt(values: Values, index: number): CoworkerInvite {
  return values.invited_coworker_emails?.[index] ?? {};
}

/** What was typed, trimmed; '' for nothing. */
function typed(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A row is fine blank or complete; half a row is the mistake. */
function coworkerRules(index: number): FieldRule<Values>[] {
  const name = (values: Values) => typed(coworkerAt(values, index).name);
  const email = (values: Values) => typed(coworkerAt(values, index).email);
  return [
    customRule(
      coworkerField(index, 'name'),
      'required',
      CLUB_MESSAGES.coworkerPair,
      (v) => name(v) === '' && email(v) !== '',
    ),
    customRule(
      coworkerField(index, 'email'),
      'required',
      CLUB_MESSAGES.coworkerEmail,
      (v) => name(v) !== '' && email(v) === '',
    ),
    customRule(
      coworkerField(index, 'email'),
      'pattern',
      CLUB_MESSAGES.coworkerEmailPattern,
      (v) => email(v) !== '' && !isValidEmail(email(v)),
    ),
  ];
}

/*
 * One list per invite answer (four in all), made once: a caller may key what it builds on a
 * list (the browser's class-validator adapter registers one class per list, for good).
 */
const rulesByContext = new Map<string, readonly FieldRule<Values>[]>();

/** The club form's rules, which depend on what the invite check answered. */
export function clubRegistrationFormRules(
  context: ClubInviteContext,
): readonly FieldRule<Values>[] {
  const key = `${context.coworkerInvite}/${context.alreadyCustomer}`;
  let rules = rulesByContext.get(key);
  if (!rules) {
    rules = buildClubRegistrationRules(context);
    rulesByContext.set(key, rules);
  }
  return rules;
}

function buildClubRegistrationRules(context: ClubInviteContext): FieldRule<Values>[] {
  const rules: FieldRule<Values>[] = [
    required('email', CLUB_MESSAGES.emailRequired),
    matchesPattern('email', EMAIL_PATTERN, CLUB_MESSAGES.emailPattern),
    required('password', CLUB_MESSAGES.passwordRequired),
    minLength(
      'password',
      PASSWORD_MIN_LENGTH,
      CLUB_MESSAGES.passwordMinLength,
      () => !context.alreadyCustomer,
    ),
    required('company', CLUB_MESSAGES.company, () => !context.coworkerInvite),
    required('first_name', CLUB_MESSAGES.first_name),
    required('last_name', CLUB_MESSAGES.last_name),
    ...addressRules<Values>(CLUB_MESSAGES),
    mustBeChecked('terms', CLUB_MESSAGES.terms),
  ];
  if (context.coworkerInvite) return rules;
  return [
    ...rules,
    customRule(
      COWORKERS_FIELD,
      'maxitems',
      CLUB_MESSAGES.tooManyCoworkers,
      (v) => (v.invited_coworker_emails?.length ?? 0) > MAX_COWORKER_INVITES,
    ),
    ...Array.from({ length: MAX_COWORKER_INVITES }, (_, index) => coworkerRules(index)).flat(),
  ];
}

export function validateClubRegistrationForm(
  values: ClubRegistrationValues,
  context: ClubInviteContext,
): ErrorItem[] {
  return validateForm(clubRegistrationFormRules(context), values);
}

/** The co-workers worth inviting: complete rows only, trimmed. */
export function coworkersToInvite(values: ClubRegistrationValues): Required<CoworkerInvite>[] {
  return (values.invited_coworker_emails ?? []).slice(0, MAX_COWORKER_INVITES).flatMap((row) => {
    const name = typed(row.name);
    const email = typed(row.email);
    return name === '' || email === '' ? [] : [{ name, email }];
  });
}
