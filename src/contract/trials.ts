import type { TrialFormValues } from '../domain/validation/trialForms';
import type { Endpoint, FileEndpoint } from './Endpoint';
import { nameStyle, style } from './catalogue/style';
import { z } from './zod';

/**
 * The trial and newsletter forms as sent. Every field may be missing: the domain's form
 * validators (src/domain/validation/trialForms.ts) answer those with the messages the form
 * shows (422); the contract only refuses what no form sends (an e-mail that is an object).
 */
export const trialFormBody = z.object({
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  terms: z.optional(z.boolean()),
  subscribe: z.optional(z.boolean()),
  newsletter_subscribe_location: z.optional(z.string()),
}) satisfies z.ZodMiniType<TrialFormValues>;

/** What a form that was accepted answers: the sentence to show. */
export const formAccepted = z.object({ message: z.string() });

/** POST /trials: the trial fonts by e-mail. */
export const postTrial = { body: trialFormBody, response: formAccepted } satisfies Endpoint;

/**
 * GET /trials/{file}: the trial fonts' zip (application/zip) behind the link the e-mail
 * carries, `{token}.zip`; an unknown, expired or malformed token is the handler's to refuse.
 */
export const getTrialDownload = { params: z.object({ file: z.string() }) } satisfies FileEndpoint;

/** GET /pages/free_trials: the page's intro and each trial family's character sets. */
export const getFreeTrialsPage = {
  response: z.object({
    /** The intro, as html. */
    data: z.string(),
    title: z.string(),
    description: z.string(),
    typefaces: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        page: z.string(),
        class: z.string(),
        is_rtl: z.boolean(),
        /** Each script of the family as its trial fonts hold it: Latin, then the others. */
        character_sets: z.array(z.object({ script: z.string(), characters: z.string() })),
        /** The family's regular style, which the sets are shown in. */
        font: z.nullable(style),
        /** The regular's name subset, which the family's name is shown in. */
        name_font: z.nullable(nameStyle),
      }),
    ),
  }),
} satisfies Endpoint;
