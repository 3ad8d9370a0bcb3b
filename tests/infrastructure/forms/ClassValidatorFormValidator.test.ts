import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_INFORMATION_RULES } from '../../../src/application/checkout/orderInformationForm';
import {
  EMAIL_FORM_RULES,
  LOGIN_FORM_RULES,
  PASSWORD_CHANGE_FORM_RULES,
  PASSWORD_SET_FORM_RULES,
  REGISTER_FORM_RULES,
  validateEmailForm,
  validateLoginForm,
  validatePasswordChangeForm,
  validatePasswordSetForm,
  validateRegisterForm,
} from '../../../src/domain/validation/accountForms';
import {
  clubRegistrationFormRules,
  validateClubRegistrationForm,
  type ClubInviteContext,
} from '../../../src/domain/validation/clubRegistrationForm';
import type { ErrorItem } from '../../../src/domain/errors/ErrorItem';
import { customRule, validateForm, type FieldRule } from '../../../src/domain/validation/formRules';
import { validateCheckoutOrderInformation } from '../../../src/domain/validation/orderInformationForm';
import { REVIEW_FORM_RULES, validateReviewForm } from '../../../src/domain/validation/reviewForm';
import {
  NEWSLETTER_FORM_RULES,
  TRIAL_FORM_RULES,
  TRIAL_MESSAGES,
  validateNewsletterForm,
  validateTrialForm,
} from '../../../src/domain/validation/trialForms';
import { ClassValidatorFormValidator } from '../../../src/infrastructure/forms/ClassValidatorFormValidator';

const classValidator = new ClassValidatorFormValidator();

/** What a visitor may type: blanks, the values each rule is about, and anything else. */
const typed = fc.oneof(
  fc.constantFrom(
    undefined,
    '',
    '   ',
    'ada@example.test',
    ' ada@example.test ',
    'ada@',
    'Ada Lovelace',
    'short',
    'long enough password',
    'US',
    'DE',
    'SE',
    'CA',
    'NY',
    'XX',
    'United States',
    'Bavaria',
  ),
  fc.string({ maxLength: 12 }),
);
const ticked = fc.constantFrom(undefined, true, false);

/** A form's values: any of its fields may be missing. */
function formValues<K extends string>(texts: readonly K[], flags: readonly string[] = []) {
  return fc.record(
    {
      ...Object.fromEntries(texts.map((field) => [field, typed])),
      ...Object.fromEntries(flags.map((field) => [field, ticked])),
    } as Record<string, fc.Arbitrary<string | boolean | undefined>>,
    { requiredKeys: [] },
  );
}

const ADDRESS = ['address1', 'address2', 'zip_code', 'city', 'state', 'country'] as const;
const trialValues = formValues(['email', 'name'], ['terms', 'subscribe']);
const accountValues = formValues(['email', 'password', 'old_password', 'code']);
const reviewValues = formValues(
  [],
  ['terms', 'junior_terms', 'is_student_order', 'is_graduate_order'],
);
const thirdPartyValues = formValues(['name', 'email', 'company', ...ADDRESS]);
const orderValues = fc
  .record({
    own: formValues(
      ['name', 'company', 'graduation_date', ...ADDRESS],
      ['is_student_order', 'is_graduate_order', 'third_party_order'],
    ),
    third: fc.option(thirdPartyValues, { nil: undefined }),
  })
  .map(({ own, third }) => (third === undefined ? own : { ...own, third_party_data: third }));
const coworker = formValues(['name', 'email']);
const clubValues = fc
  .record({
    fields: formValues(
      ['email', 'password', 'company', 'first_name', 'last_name', ...ADDRESS],
      ['terms'],
    ),
    coworkers: fc.option(fc.array(coworker, { maxLength: 5 }), { nil: undefined }),
  })
  .map(({ fields, coworkers }) =>
    coworkers === undefined ? fields : { ...fields, invited_coworker_emails: coworkers },
  );

/** On every generated value, class-validator's errors are the domain validator's. */
function agree<V extends object>(
  values: fc.Arbitrary<V>,
  rules: readonly FieldRule<V>[],
  domain: (values: V) => ErrorItem[],
  shown: (errors: ErrorItem[]) => ErrorItem[] = (errors) => errors,
): void {
  fc.assert(
    fc.property(values, (v) => {
      expect(shown(classValidator.validate(rules, v))).toEqual(domain(v));
    }),
    { numRuns: 300 },
  );
}

describe("class-validator's form check gives the domain validator's errors", () => {
  it('for the free trial form', () => agree(trialValues, TRIAL_FORM_RULES, validateTrialForm));

  it('for the newsletter form', () =>
    agree(trialValues, NEWSLETTER_FORM_RULES, validateNewsletterForm));

  it.each([
    ['login', LOGIN_FORM_RULES, validateLoginForm],
    ['register', REGISTER_FORM_RULES, validateRegisterForm],
    ['e-mail (password reset, change of e-mail)', EMAIL_FORM_RULES, validateEmailForm],
    ['password set', PASSWORD_SET_FORM_RULES, validatePasswordSetForm],
    ['password change', PASSWORD_CHANGE_FORM_RULES, validatePasswordChangeForm],
  ] as const)('for the %s form', (_name, rules, domain) => agree(accountValues, rules, domain));

  it("for checkout's order information, the third party's fields included", () => {
    agree(orderValues, ORDER_INFORMATION_RULES, (v) => validateForm(ORDER_INFORMATION_RULES, v));
    // The step's rules are the server's, plus the graduation date the browser asks for.
    agree(orderValues, ORDER_INFORMATION_RULES, validateCheckoutOrderInformation, (errors) =>
      errors.filter((error) => error.field !== 'graduation_date'),
    );
  });

  it("for checkout's review step", () =>
    agree(reviewValues, REVIEW_FORM_RULES, validateReviewForm));

  it('for the club registration, whatever the invite check answered', () => {
    const contexts: ClubInviteContext[] = [false, true].flatMap((coworkerInvite) =>
      [false, true].map((alreadyCustomer) => ({ coworkerInvite, alreadyCustomer })),
    );
    for (const context of contexts) {
      agree(clubValues, clubRegistrationFormRules(context), (v) =>
        validateClubRegistrationForm(v, context),
      );
    }
  });

  it("orders the errors by the rule each field broke, as the domain's engine does", () => {
    // A field's rules need not be next to each other ('b' breaks a rule listed before the
    // first one 'a' breaks), and a field may break several: only the first is reported.
    const rules = [
      customRule<{ a?: string }>('a', 'required', 'A is required.', () => false),
      customRule<{ a?: string }>('b', 'required', 'B is required.', () => true),
      customRule<{ a?: string }>('a', 'pattern', 'A is malformed.', () => true),
      customRule<{ a?: string }>('a', 'minlength', 'A is too short.', () => true),
    ];
    expect(classValidator.validate(rules, {})).toEqual([
      { field: 'b', message: 'B is required.', rule: 'required' },
      { field: 'a', message: 'A is malformed.', rule: 'pattern' },
    ]);
    expect(validateForm(rules, {})).toEqual(classValidator.validate(rules, {}));
  });

  it('answers the spec messages for an empty trial form', () => {
    expect(classValidator.validate(TRIAL_FORM_RULES, {})).toEqual([
      { field: 'email', message: TRIAL_MESSAGES.emailRequired, rule: 'required' },
      { field: 'name', message: TRIAL_MESSAGES.nameRequired, rule: 'required' },
      { field: 'terms', message: TRIAL_MESSAGES.termsRequired, rule: 'required' },
    ]);
  });
});
