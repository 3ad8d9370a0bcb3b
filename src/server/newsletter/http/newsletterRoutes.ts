import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_SUCCESS_MESSAGE } from '../../../domain/validation/trialForms';
import type { AppContext } from '../../appContext';
import { postSubscribe } from '../../../contract/newsletter';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { rateLimited } from '../../http/rateLimits';

/** docs/spec.md §7 `POST subscribe` (the SubscribeToNewsletter use case). */
export function newsletterRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { subscribeToNewsletter } = context;
  return async (api) => {
    const options = { ...rateLimited, schema: routeSchema(postSubscribe, ['newsletter']) };
    api.post<RouteOf<typeof postSubscribe>>('/subscribe', options, async (request) => {
      valueOrRefuse(await subscribeToNewsletter.execute(request.body));
      return { message: NEWSLETTER_SUCCESS_MESSAGE };
    });
  };
}
