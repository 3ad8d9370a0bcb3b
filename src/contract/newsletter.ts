import type { Endpoint } from './Endpoint';
import { formAccepted, trialFormBody } from './trials';

/** POST /subscribe: the newsletter form (the trial form's fields; no terms to accept). */
export const postSubscribe = { body: trialFormBody, response: formAccepted } satisfies Endpoint;
