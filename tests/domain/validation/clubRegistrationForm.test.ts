import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clubRegistrationFormRules,
  CLUB_MESSAGES,
  coworkerField,
  coworkersToInvite,
  emptyCoworkerInvites,
  MAX_COWORKER_INVITES,
  validateClubRegistrationForm,
  type ClubRegistrationValues,
} from '../../../src/domain/validation/clubRegistrationForm';
import { validEmail } from './emailArbitraries';

const newMember = { coworkerInvite: false, alreadyCustomer: false };
const coworker = { coworkerInvite: true, alreadyCustomer: false };

const complete: ClubRegistrationValues = {
  email: 'member@example.com',
  password: 'secret1',
  company: 'Studio',
  first_name: 'Jane',
  last_name: 'Doe',
  terms: true,
  address1: '1 Main St',
  zip_code: '10001',
  city: 'Paris',
  country: 'FR',
  invited_coworker_emails: emptyCoworkerInvites(),
};

const messages = (values: ClubRegistrationValues, context = newMember) =>
  validateClubRegistrationForm(values, context).map((e) => [e.field, e.message]);

describe('club registration form', () => {
  it('accepts a complete registration', () => {
    expect(validateClubRegistrationForm(complete, newMember)).toEqual([]);
  });

  it('requires every field with the spec messages', () => {
    expect(messages({})).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
      ['company', 'Company is required.'],
      ['first_name', 'First name is required.'],
      ['last_name', 'Last name is required.'],
      ['address1', 'Please enter your address.'],
      ['zip_code', 'Please enter your zip code.'],
      ['city', 'Please enter your city.'],
      ['country', 'Please select your country.'],
      ['terms', 'Please agree to the terms and conditions.'],
    ]);
  });

  it('requires the state only in the US', () => {
    expect(messages({ ...complete, country: 'US' })).toEqual([
      ['state', 'Please enter your state.'],
    ]);
    expect(messages({ ...complete, country: 'US', state: 'CA' })).toEqual([]);
  });

  it('takes country and US state only as codes of the selects', () => {
    expect(messages({ ...complete, country: 'France' })).toEqual([
      ['country', 'Please select your country.'],
    ]);
    expect(messages({ ...complete, country: 'US', state: 'California' })).toEqual([
      ['state', 'Please enter your state.'],
    ]);
  });

  it("checks the e-mail with the club's own message", () => {
    expect(messages({ ...complete, email: 'member' })).toEqual([
      ['email', 'Please Enter valid email address.'],
    ]);
  });

  it('needs a 6-character password from a new member but not from an existing customer', () => {
    expect(messages({ ...complete, password: 'abc' })).toEqual([
      ['password', CLUB_MESSAGES.passwordMinLength],
    ]);
    expect(
      validateClubRegistrationForm(
        { ...complete, password: 'abc' },
        { coworkerInvite: false, alreadyCustomer: true },
      ),
    ).toEqual([]);
  });

  it('does not ask a co-worker for the company or for co-workers', () => {
    const values = {
      ...complete,
      company: '',
      invited_coworker_emails: [{ name: 'Half', email: '' }],
    };
    expect(validateClubRegistrationForm(values, coworker)).toEqual([]);
  });

  it('needs co-worker name and e-mail both or neither', () => {
    const rows = (invited_coworker_emails: ClubRegistrationValues['invited_coworker_emails']) =>
      validateClubRegistrationForm({ ...complete, invited_coworker_emails }, newMember);
    expect(rows([{ name: 'Ann', email: '' }])).toEqual([
      {
        field: 'invited_coworker_emails.0.email',
        message: 'Please enter coworker email.',
        rule: 'required',
      },
    ]);
    expect(rows([{}, { name: ' ', email: 'ann@example.com' }])).toEqual([
      {
        field: 'invited_coworker_emails.1.name',
        message: 'Please enter coworker name and email or leave both blank.',
        rule: 'required',
      },
    ]);
    expect(rows([{}, {}, { name: 'Ann', email: 'ann' }])).toEqual([
      {
        field: 'invited_coworker_emails.2.email',
        message: 'Please enter valid email address for coworker.',
        rule: 'pattern',
      },
    ]);
    expect(rows([{ name: 'Ann', email: 'ann@example.com' }])).toEqual([]);
    expect(rows(undefined)).toEqual([]);
  });

  it('allows at most 3 co-worker invites', () => {
    expect(MAX_COWORKER_INVITES).toBe(3);
    expect(emptyCoworkerInvites()).toHaveLength(3);
    const four = [...emptyCoworkerInvites(), { name: 'D', email: 'd@example.com' }];
    expect(messages({ ...complete, invited_coworker_emails: four })).toEqual([
      ['invited_coworker_emails', 'You can invite up to 3 co-workers.'],
    ]);
  });

  it('gives one list per invite answer, the same each time it is asked', () => {
    const answers = [true, false].flatMap((coworkerInvite) =>
      [true, false].map((alreadyCustomer) => ({ coworkerInvite, alreadyCustomer })),
    );
    const lists = answers.map((answer) => clubRegistrationFormRules(answer));
    expect(new Set(lists).size).toBe(4);
    answers.forEach((answer, index) =>
      expect(clubRegistrationFormRules({ ...answer })).toBe(lists[index]),
    );
  });

  it('names co-worker fields by row', () => {
    expect(coworkerField(1, 'email')).toBe('invited_coworker_emails.1.email');
  });

  it('invites only complete rows, trimmed, and never more than 3', () => {
    expect(
      coworkersToInvite({
        invited_coworker_emails: [
          { name: ' Ann ', email: ' ann@example.com ' },
          { name: '', email: '' },
          { name: 'Bo', email: 'bo@example.com' },
          { name: 'Cy', email: 'cy@example.com' },
        ],
      }),
    ).toEqual([
      { name: 'Ann', email: 'ann@example.com' },
      { name: 'Bo', email: 'bo@example.com' },
    ]);
    expect(coworkersToInvite({})).toEqual([]);
  });

  it('accepts any complete co-worker row with a valid e-mail', () => {
    fc.assert(
      fc.property(fc.nat(2), validEmail, (row, email) => {
        const invited = emptyCoworkerInvites();
        invited[row] = { name: 'Co Worker', email };
        expect(
          validateClubRegistrationForm(
            { ...complete, invited_coworker_emails: invited },
            newMember,
          ),
        ).toEqual([]);
      }),
    );
  });
});
