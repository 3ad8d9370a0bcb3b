import { systemClock, type Clock } from '../../application/Clock';
import {
  coworkersToInvite,
  validateClubRegistrationForm,
  type ClubRegistrationValues,
} from '../../../domain/validation/clubRegistrationForm';
import type { AccountRepository } from '../../accounts/app/AccountRepository';
import { normaliseEmail } from '../../accounts/app/emailAddress';
import { hashPassword, verifyPassword } from '../../accounts/app/passwordHashing';
import { mergePersonalInfo } from '../../accounts/app/personalInfo';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { ClubEnrolments } from './ClubEnrolments';
import type { ClubInvites } from './ClubInvites';
import { clubInviteLink } from './clubInviteLink';
import { clubInviteMail } from './clubInviteMail';
import { usableInvite, type ClubInviteFailure } from './clubInviteStatus';

export const CLUB_ERRORS = {
  emailMismatch: 'Please register with the email address this invitation was sent to.',
  currentPasswordWrong:
    'This is not the current password of your account. Use "forgot password" if you do not remember it.',
} as const;

export type ClubRegistrationFailure =
  | InvalidForm
  /** The link's invitation is unknown, used or expired. */
  | ClubInviteFailure
  /** The form's address is not the one the invitation was sent to. */
  | { name: 'InviteEmailMismatch' }
  /** An existing customer must prove the account with its current password. */
  | { name: 'CurrentPasswordWrong' };

/**
 * Registers an invited person as a club member (docs/spec.md §2 "Club invite", §5 "Club
 * registration"): creates the account, or upgrades an existing customer who proves it with
 * the current password; uses the invitation up; invites and e-mails the co-workers named in
 * the form; logs the new member in (answers the session's bearer token). The writes happen
 * in one transaction or not at all (ClubEnrolments).
 */
export class RegisterClubMember {
  constructor(
    private readonly accounts: Pick<AccountRepository, 'findByEmail'>,
    private readonly invites: ClubInvites,
    private readonly enrolments: ClubEnrolments,
    private readonly brand: MailBrand,
    private readonly clock: Clock = systemClock,
  ) {}

  async execute(
    token: string | undefined,
    values: ClubRegistrationValues,
  ): Promise<Result<string, ClubRegistrationFailure>> {
    const found = await usableInvite(this.invites, token, this.clock.now());
    if (!found.ok) return found;
    const invite = found.value;
    const { coworkerInvite } = invite;
    const existing = values.email ? await this.accounts.findByEmail(values.email) : undefined;
    const invalid = invalidForm(
      validateClubRegistrationForm(values, { coworkerInvite, alreadyCustomer: Boolean(existing) }),
    );
    if (invalid) return failed(invalid);
    const email = normaliseEmail(values.email ?? '');
    if (email !== invite.email) return failed({ name: 'InviteEmailMismatch' });
    const password = values.password ?? '';
    if (existing && !(await verifyPassword(password, existing.passwordHash))) {
      return failed({ name: 'CurrentPasswordWrong' });
    }

    const company = coworkerInvite ? (invite.company ?? '') : (values.company ?? '');
    const firstName = values.first_name?.trim() ?? '';
    const lastName = values.last_name?.trim() ?? '';
    const clubInfo = {
      company,
      first_name: firstName,
      last_name: lastName,
      name: `${firstName} ${lastName}`,
      address1: values.address1,
      address2: values.address2 ?? '',
      zip_code: values.zip_code,
      city: values.city,
      country: values.country,
      state: values.state ?? '',
      instagram_handle: values.instagram_handle ?? '',
    };
    const inviter = company ? `${clubInfo.name} of ${company}` : clubInfo.name;
    const session = await this.enrolments.enrol({
      inviteId: invite.id,
      account: existing
        ? { userId: existing.id }
        : { email, passwordHash: await hashPassword(password) },
      clubMember: invite.grantsMembership || existing?.clubMember === true,
      personalInfo: mergePersonalInfo(existing?.personalInfo ?? {}, clubInfo),
      inviterEmail: email,
      company,
      coworkers: coworkerInvite ? [] : coworkersToInvite(values),
      invitationMail: (coworker, inviteToken) =>
        clubInviteMail(
          {
            to: normaliseEmail(coworker.email),
            link: clubInviteLink(this.brand.publicUrl, inviteToken),
            invitedBy: inviter,
            name: coworker.name,
          },
          this.brand,
        ),
    });
    // null: another registration used the invitation meanwhile.
    return session === null ? failed({ name: 'InviteUsed' }) : succeeded(session);
  }
}
