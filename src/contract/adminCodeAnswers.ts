import { z } from './zod';

/* The back office's answers about discount codes and the club (their calls: adminCodes.ts). */

/** A discount code as staff see it. */
export const adminCodeAnswer = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** "20% off" or "€25.00 off". */
  size: z.string(),
  expires_on: z.nullable(z.string()),
  max_uses: z.nullable(z.number()),
  uses: z.number(),
  /** Typeface pages; null: every typeface. */
  typefaces: z.nullable(z.array(z.string())),
  disabled: z.boolean(),
  created_at: z.string(),
});

export const adminCodesAnswer = z.object({ codes: z.array(adminCodeAnswer) });

export const adminCodeUsesAnswer = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      created_at: z.string(),
      email: z.string(),
      total: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export const adminClubAnswer = z.object({
  members: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      company: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
  members_total: z.number(),
  open_invites: z.array(
    z.object({
      email: z.string(),
      coworker_invite: z.boolean(),
      invited_by_email: z.nullable(z.string()),
      company: z.nullable(z.string()),
      created_at: z.string(),
      expires_at: z.nullable(z.string()),
    }),
  ),
});

export type AdminCodeAnswer = z.infer<typeof adminCodeAnswer>;
export type AdminCodesAnswer = z.infer<typeof adminCodesAnswer>;
export type AdminCodeUsesAnswer = z.infer<typeof adminCodeUsesAnswer>;
export type AdminClubAnswer = z.infer<typeof adminClubAnswer>;
