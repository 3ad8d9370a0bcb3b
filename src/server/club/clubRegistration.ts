import {
  coworkersToInvite,
  validateClubRegistrationForm,
  type ClubRegistrationValues,
} from '../../domain/validation/clubRegistrationForm';
import { normaliseEmail } from '../accounts/emailAddress';
import { hashPassword, verifyPassword } from '../accounts/passwordHashing';
import { mergePersonalInfo, parsePersonalInfo } from '../accounts/personalInfo';
import { createSession } from '../accounts/sessionStore';
import { createUser, findUserByEmail, updateUser } from '../accounts/userStore';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { rejectInvalidForm } from '../security/formInput';
import { clubInviteLink } from './clubInviteLink';
import { clubInviteMail } from './clubInviteMail';
import { createClubInvite, markClubInviteUsed, type ClubInviteRow } from './clubInviteStore';
import { CLUB_INVITE_INVALID_MESSAGE } from './clubInviteStatus';

export const CLUB_ERRORS = {
  emailMismatch: 'Please register with the email address this invitation was sent to.',
  currentPasswordWrong:
    'This is not the current password of your account. Use "forgot password" if you do not remember it.',
} as const;

/**
 * Registers an invited person as a club member (spec §2 "Club invite", §5 "Club
 * registration"): creates the account, or upgrades an existing customer who proves it with
 * the current password; uses the invitation up; invites and e-mails the co-workers named in
 * the form; logs the new member in. All of it happens in one transaction or not at all.
 */
export async function registerClubMember(
  context: AppContext,
  invite: ClubInviteRow,
  values: ClubRegistrationValues,
): Promise<string> {
  const { db, config, mailQueue } = context;
  const coworkerInvite = invite.coworker_invite === 1;
  const existing = values.email ? await findUserByEmail(db, values.email) : undefined;
  rejectInvalidForm(
    validateClubRegistrationForm(values, { coworkerInvite, alreadyCustomer: Boolean(existing) }),
  );
  const email = normaliseEmail(values.email ?? '');
  if (email !== invite.email) {
    throw HttpError.of(422, CLUB_ERRORS.emailMismatch, 'invite_email', 'email');
  }
  const password = values.password ?? '';
  if (existing && !(await verifyPassword(password, existing.password_hash))) {
    throw HttpError.of(422, CLUB_ERRORS.currentPasswordWrong, 'mismatch', 'password');
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
  const newPasswordHash = existing ? null : await hashPassword(password);
  const coworkers = coworkerInvite ? [] : coworkersToInvite(values);

  return db.transaction().execute(async (trx) => {
    if (!(await markClubInviteUsed(trx, invite.id))) {
      throw HttpError.of(410, CLUB_INVITE_INVALID_MESSAGE, 'invite_used');
    }
    const clubMember = invite.beta_user === 1;
    let userId: string;
    if (existing) {
      userId = existing.id;
      await updateUser(trx, userId, {
        clubMember: clubMember || existing.club_member === 1,
        personalInfo: mergePersonalInfo(parsePersonalInfo(existing.personal_info_json), clubInfo),
      });
    } else {
      const created = await createUser(trx, {
        email,
        passwordHash: newPasswordHash ?? '',
        clubMember,
        personalInfo: mergePersonalInfo({}, clubInfo),
      });
      userId = created.id;
    }
    const inviter = company ? `${clubInfo.name} of ${company}` : clubInfo.name;
    for (const coworker of coworkers) {
      const { token } = await createClubInvite(trx, {
        email: coworker.email,
        coworkerInvite: true,
        invitedBy: { userId, email },
        company,
      });
      await mailQueue.enqueue(
        clubInviteMail(
          {
            to: normaliseEmail(coworker.email),
            link: clubInviteLink(config.publicUrl, token),
            invitedBy: inviter,
            name: coworker.name,
          },
          config,
        ),
        trx,
      );
    }
    return createSession(trx, userId);
  });
}
