import type {
  ClubRegistrationValues,
  CoworkerInvite,
} from '../../domain/validation/clubRegistrationForm';

/** What POST club/invite/check answers about a valid invite (docs/spec.md §3 "Club invite"). */
export interface ClubInvite {
  id: string | number;
  email: string;
  /** A co-worker of an existing member: their company is known, and they invite no one. */
  coworkerInvite: boolean;
  /** The inviting member's company (co-worker invites). */
  company: string | null;
}

export interface ClubInviteCheck {
  invite: ClubInvite;
  /** The e-mail already has a customer account: they confirm with its password. */
  alreadyCustomer: boolean;
}

/** The body of POST club/invite/register (docs/spec.md §3 "Club registration payload"). */
export interface ClubRegistrationPayload extends ClubRegistrationValues {
  beta_user_invite_id: string | number;
  /** The invite token from the address. */
  token: string;
  invited_coworker_emails: Required<CoworkerInvite>[];
}
