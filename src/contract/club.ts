import type { ClubRegistrationValues } from '../domain/validation/clubRegistrationForm';
import { tokenAnswer } from './accounts';
import type { Endpoint } from './Endpoint';
import { z } from './zod';

/*
 * The club invitation calls (docs/spec.md §2 "Club invite", §7). As with the other forms, a
 * field may be missing or break a rule, which the domain's validator answers with the form's
 * messages (422, src/domain/validation/clubRegistrationForm.ts); the contract refuses only
 * what no form sends. A token that is not one is the invitation's business: 404.
 */
const text = z.optional(z.string());

export const clubInviteCheckBody = z.object({ token: text });

/** The invitation as the registration page needs it (docs/spec.md §3 "Club invite"). */
export const clubInvite = z.object({
  id: z.string(),
  email: z.string(),
  /** 1: a co-worker of a member, whose company is known and who invites no one. */
  coworker_invite: z.union([z.literal(0), z.literal(1)]),
  /** The inviting member. */
  beta_user: z.object({ email: z.nullable(z.string()), company: z.nullable(z.string()) }),
  /** The member's company again, for the co-worker form's pre-fill. */
  company: z.nullable(z.string()),
});

export const clubInviteCheckAnswer = z.object({
  invite: clubInvite,
  /** The address has a customer account: the form asks for its current password. */
  already_customer: z.boolean(),
});

/**
 * docs/spec.md §3 "Club registration payload". Its `beta_user_invite_id` is sent too and let
 * through unread: the server finds the invitation by its token alone.
 */
export const clubRegistrationBody = z.object({
  /** The invitation's token, from the page's address. */
  token: text,
  email: text,
  password: text,
  company: text,
  first_name: text,
  last_name: text,
  terms: z.optional(z.boolean()),
  address1: text,
  address2: text,
  zip_code: text,
  city: text,
  state: text,
  country: text,
  instagram_handle: text,
  /** Up to three co-workers to invite; the form's empty rows are sent too. */
  invited_coworker_emails: z.optional(z.array(z.object({ name: text, email: text }))),
}) satisfies z.ZodMiniType<ClubRegistrationValues>;

/** POST /club/invite/check: 404 for an unknown invitation, 410 for a used or expired one. */
export const postClubInviteCheck = {
  body: clubInviteCheckBody,
  response: clubInviteCheckAnswer,
} satisfies Endpoint;

/** POST /club/invite/register: the new member's session, as login answers it. */
export const postClubInviteRegister = {
  body: clubRegistrationBody,
  response: tokenAnswer,
} satisfies Endpoint;

// No `ClubInvite` type: the browser's application layer has its own (camelCase) ClubInvite.
export type ClubInviteCheckAnswer = z.infer<typeof clubInviteCheckAnswer>;
