import type { FastifyInstance } from 'fastify';
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  validateNewsletterForm,
} from '../../domain/validation/trialForms';
import type { AppContext } from '../appContext';
import { formBody, rejectInvalidForm, textField } from '../security/formInput';
import { rateLimited } from '../security/rateLimits';
import { subscribeToNewsletter } from './newsletterStore';

/** Where a sign-up came from when the form does not say (the /newsletter page). */
const DEFAULT_LOCATION = '/newsletter';

/** Spec §7 `POST subscribe`: the /newsletter page and the form inside the about page. */
export function newsletterRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.post('/subscribe', rateLimited, async (request) => {
      const form = formBody(request.body);
      const values = {
        email: textField(form, 'email'),
        name: textField(form, 'name'),
        newsletter_subscribe_location: textField(form, 'newsletter_subscribe_location'),
      };
      rejectInvalidForm(validateNewsletterForm(values));
      await subscribeToNewsletter(context.db, {
        email: values.email ?? '',
        name: values.name ?? '',
        location: values.newsletter_subscribe_location || DEFAULT_LOCATION,
      });
      return { message: NEWSLETTER_SUCCESS_MESSAGE };
    });
  };
}
