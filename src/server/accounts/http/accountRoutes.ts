import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from '../../../domain/validation/accountForms';
import {
  getMe,
  postUsersConfirmEmail,
  postUsersLogin,
  postUsersLogout,
  postUsersRegister,
  putUsers,
  putUsersChangePassword,
} from '../../../contract/accounts';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { rateLimited } from '../../http/rateLimits';
import { LOGGED_OUT_MESSAGE } from '../app/accountMessages';
import { customerOf } from '../app/Customer';
import { bearerToken } from './SessionAuth';
import { toUser } from '../app/toUser';

const TAGS = ['accounts'];

/**
 * The account calls: register (the RegisterCustomer use case), login (LogIn), me, logout,
 * change e-mail (ChangeEmail, confirmed by ConfirmEmailChange) and password (ChangePassword).
 */
export function accountRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const {
    accounts,
    auth,
    registerCustomer,
    logIn,
    changeEmail,
    confirmEmailChange,
    changePassword,
  } = context;
  return async (api) => {
    const register = { ...rateLimited, schema: routeSchema(postUsersRegister, TAGS) };
    api.post<RouteOf<typeof postUsersRegister>>('/users/register', register, async (request) => {
      return { token: valueOrRefuse(await registerCustomer.execute(request.body)) };
    });

    // Login and /me stay open during maintenance so staff can reach the back office and turn
    // it off; every customer's call beyond them still meets the gate (docs/back-office.md).
    const openInMaintenance = { openDuringMaintenance: true };
    const login = {
      ...rateLimited,
      config: { ...rateLimited.config, ...openInMaintenance },
      schema: routeSchema(postUsersLogin, TAGS),
    };
    api.post<RouteOf<typeof postUsersLogin>>('/users/login', login, async (request) => {
      const origin = { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
      return { token: valueOrRefuse(await logIn.execute(request.body, origin)) };
    });

    const me = { schema: routeSchema(getMe, TAGS), config: openInMaintenance };
    api.get<RouteOf<typeof getMe>>('/me', me, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUser(valueOrRefuse(await auth.requireUser(request)));
    });

    // Logging out twice, or with a token that already expired, is still a logout.
    const logout = { schema: routeSchema(postUsersLogout, TAGS) };
    api.post<RouteOf<typeof postUsersLogout>>('/users/logout', logout, async (request) => {
      const token = bearerToken(request);
      if (token) await accounts.closeSession(token);
      return { message: LOGGED_OUT_MESSAGE };
    });

    // Account changes guess at a password: limited as the login form is. The answer is the
    // same whether or not the new address has an account (docs/security.md "Account settings").
    const email = { ...rateLimited, schema: routeSchema(putUsers, TAGS) };
    api.put<RouteOf<typeof putUsers>>('/users', email, async (request) => {
      const user = valueOrRefuse(await auth.requireUser(request));
      const note = valueOrRefuse(
        await changeEmail.execute(customerOf(user), user.passwordHash, request.body),
      );
      return { ...toUser(user), message: note };
    });

    // The link's code is the proof: no session needed (the link may open on another device).
    const confirm = { ...rateLimited, schema: routeSchema(postUsersConfirmEmail, TAGS) };
    type ConfirmRoute = RouteOf<typeof postUsersConfirmEmail>;
    api.post<ConfirmRoute>('/users/confirm-email', confirm, async (request) => {
      const changed = valueOrRefuse(await confirmEmailChange.execute(request.body.code ?? ''));
      // The account's id only: the addresses are personal data and stay out of the log.
      request.log.info({ user_id: changed.userId }, 'account e-mail address changed');
      return { message: EMAIL_CHANGED_MESSAGE };
    });

    const password = { ...rateLimited, schema: routeSchema(putUsersChangePassword, TAGS) };
    type ChangePasswordRoute = RouteOf<typeof putUsersChangePassword>;
    api.put<ChangePasswordRoute>('/users/change-password', password, async (request) => {
      const user = valueOrRefuse(await auth.requireUser(request));
      const owner = {
        userId: user.id,
        passwordHash: user.passwordHash,
        sessionToken: bearerToken(request),
      };
      valueOrRefuse(await changePassword.execute(owner, request.body));
      return { message: PASSWORD_CHANGED_MESSAGE };
    });
  };
}
