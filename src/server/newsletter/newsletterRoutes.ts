import type { FastifyInstance } from 'fastify';
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  validateNewsletterForm,
} from '../../domain/validation/trialForms';
import type { AppContext } from '../appContext';
import { postSubscribe } from '../../contract/newsletter';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import { rejectInvalidForm } from '../security/formInput';
import { rateLimited } from '../security/rateLimits';
import { subscribeToNewsletter } from './newsletterStore';

/** Where a sign-up came from when the form does not say (the /newsletter page). */
const DEFAULT_LOCATION = '/newsletter';

/** docs/spec.md §7 `POST subscribe`: the /newsletter page and the form inside the about page. */
export function newsletterRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    const options = { ...rateLimited, schema: routeSchema(postSubscribe, ['newsletter']) };
    api.post<RouteOf<typeof postSubscribe>>('/subscribe', options, async (request) => {
      const values = request.body;
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
