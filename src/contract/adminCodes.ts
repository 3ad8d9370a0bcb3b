import { adminDoneAnswer } from './adminAnswers';
import {
  adminClubAnswer,
  adminCodeAnswer,
  adminCodesAnswer,
  adminCodeUsesAnswer,
} from './adminCodeAnswers';
import type { Endpoint } from './Endpoint';
import { z } from './zod';

/*
 * The back office's discount codes and club (docs/back-office.md), for staff only as every
 * call under /admin. The server checks the terms with the command line's own rules.
 */

const page = z.optional(z.int().check(z.minimum(1), z.maximum(100_000)));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const uses = z.int().check(z.minimum(1), z.maximum(1_000_000));

/** A code in a path: what normaliseDiscountCode leaves of a typed one, or near it. */
export const adminCodeParams = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{3,40}$/)),
});

/** GET /admin/codes: every code, its terms and uses. */
export const getAdminCodes = { response: adminCodesAnswer } satisfies Endpoint;

/** POST /admin/codes: a new code, as `main.js discount-code create` makes it. */
export const postAdminCode = {
  body: z.object({
    code: z.string().check(z.maxLength(60)),
    kind: z.enum(['percent', 'amount']),
    value: z.string().check(z.maxLength(20)),
    expires_on: z.nullable(isoDay),
    max_uses: z.nullable(uses),
    typefaces: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
  }),
  response: adminCodeAnswer,
} satisfies Endpoint;

/** PUT /admin/codes/{code}/limits: the last day and the number of uses (null: none). */
export const putAdminCodeLimits = {
  params: adminCodeParams,
  body: z.object({ expires_on: z.nullable(isoDay), max_uses: z.nullable(uses) }),
  response: adminCodeAnswer,
} satisfies Endpoint;

/** POST /admin/codes/{code}/disable: from now on it reads as an unknown code. */
export const postAdminCodeDisable = {
  params: adminCodeParams,
  body: z.optional(z.object({})),
  response: adminCodeAnswer,
} satisfies Endpoint;

/** GET /admin/codes/{code}/uses: the orders holding its uses, newest first. */
export const getAdminCodeUses = {
  params: adminCodeParams,
  querystring: z.object({ page }),
  response: adminCodeUsesAnswer,
} satisfies Endpoint;

/** GET /admin/club: the members and the invitations not used yet. */
export const getAdminClub = {
  querystring: z.object({ page }),
  response: adminClubAnswer,
} satisfies Endpoint;

/** POST /admin/club/invites: invites someone, alone or as a member's co-worker. */
export const postAdminClubInvite = {
  body: z.object({
    email: z.string().check(z.maxLength(254)),
    coworker_of: z.nullable(z.string().check(z.maxLength(254))),
  }),
  response: adminDoneAnswer,
} satisfies Endpoint;

export type AdminCodeBody = z.infer<typeof postAdminCode.body>;
