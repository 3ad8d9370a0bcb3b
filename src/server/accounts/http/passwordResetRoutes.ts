import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUEST_SUCCESS_MESSAGE,
} from '../../../domain/validation/accountForms';
import {
  postUsersRecoverPassword,
  postUsersSetPassword,
  putUsersUpdatePassword,
} from '../../../contract/accounts';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { rateLimited } from '../../http/rateLimits';

const TAGS = ['accounts'];

/**
 * Forgot password (docs/spec.md §2 /user/forget-password, the RequestPasswordReset use case)
 * and the reset link's form (/user/change-password, the ResetPassword use case).
 */
export function passwordResetRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { requestPasswordReset, resetPassword } = context;
  return async (api) => {
    const recover = { ...rateLimited, schema: routeSchema(postUsersRecoverPassword, TAGS) };
    type Recover = RouteOf<typeof postUsersRecoverPassword>;
    api.post<Recover>('/users/recover/password', recover, async (request) => {
      valueOrRefuse(await requestPasswordReset.execute(request.body));
      return { message: RESET_REQUEST_SUCCESS_MESSAGE };
    });

    const setPassword = async (request: { body: RouteOf<typeof postUsersSetPassword>['Body'] }) => {
      valueOrRefuse(await resetPassword.execute(request.body));
      return { message: PASSWORD_CHANGED_MESSAGE };
    };
    const set = { ...rateLimited, schema: routeSchema(postUsersSetPassword, TAGS) };
    api.post<RouteOf<typeof postUsersSetPassword>>('/users/set-password', set, setPassword);
    // docs/spec.md §7 names this path for the same form; both are kept so either client works.
    const update = { ...rateLimited, schema: routeSchema(putUsersUpdatePassword, TAGS) };
    api.put<RouteOf<typeof putUsersUpdatePassword>>('/users/update/password', update, setPassword);
  };
}
