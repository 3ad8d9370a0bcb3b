import type { FastifyInstance } from 'fastify';
import {
  validateEmailForm,
  validateLoginForm,
  validatePasswordChangeForm,
  PASSWORD_CHANGED_MESSAGE,
} from '../../domain/validation/accountForms';
import {
  getMe,
  postUsersLogin,
  postUsersLogout,
  postUsersRegister,
  putUsers,
  putUsersChangePassword,
} from '../../contract/accounts';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { Refused, valueOrRefuse } from '../http/Refused';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import { rejectInvalidForm } from '../security/formInput';
import { rateLimited } from '../security/rateLimits';
import { ACCOUNT_ERRORS, LOGGED_OUT_MESSAGE } from './accountMessages';
import { bearerToken } from './SessionAuth';
import { emailChangedMail } from './emailChangedMail';
import { normaliseEmail } from './emailAddress';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwordHashing';
import { toUser } from './toUser';

const TAGS = ['accounts'];

/**
 * The account calls: register (the RegisterCustomer use case), login, me, logout,
 * change e-mail and password.
 */
export function accountRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { accounts, auth, config } = context;
  return async (api) => {
    const register = { ...rateLimited, schema: routeSchema(postUsersRegister, TAGS) };
    api.post<RouteOf<typeof postUsersRegister>>('/users/register', register, async (request) => {
      return { token: valueOrRefuse(await context.registerCustomer.execute(request.body)) };
    });

    const login = { ...rateLimited, schema: routeSchema(postUsersLogin, TAGS) };
    api.post<RouteOf<typeof postUsersLogin>>('/users/login', login, async (request) => {
      const values = request.body;
      rejectInvalidForm(validateLoginForm(values));
      const user = await accounts.findByEmail(values.email ?? '');
      // Without an account the password is still checked (against a decoy), so the answer
      // takes as long either way and does not tell who has an account.
      const matches = await verifyPassword(
        values.password ?? '',
        user?.password_hash ?? (await decoyPasswordHash()),
      );
      if (!user || !matches) {
        throw HttpError.of(401, ACCOUNT_ERRORS.invalidCredentials, 'invalid_credentials');
      }
      return { token: await accounts.openSession(user.id) };
    });

    const me = { schema: routeSchema(getMe, TAGS) };
    api.get<RouteOf<typeof getMe>>('/me', me, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUser(await auth.requireUser(request));
    });

    // Logging out twice, or with a token that already expired, is still a logout.
    const logout = { schema: routeSchema(postUsersLogout, TAGS) };
    api.post<RouteOf<typeof postUsersLogout>>('/users/logout', logout, async (request) => {
      const token = bearerToken(request);
      if (token) await accounts.closeSession(token);
      return { message: LOGGED_OUT_MESSAGE };
    });

    const changeEmail = { schema: routeSchema(putUsers, TAGS) };
    api.put<RouteOf<typeof putUsers>>('/users', changeEmail, async (request) => {
      const user = await auth.requireUser(request);
      const values = request.body;
      rejectInvalidForm(validateEmailForm(values));
      const email = values.email ?? '';
      const owner = await accounts.findByEmail(email);
      if (owner && owner.id !== user.id) throw new Refused({ name: 'EmailTaken' });
      if (normaliseEmail(email) !== user.email) {
        await accounts.changeEmail(user.id, email, emailChangedMail(user.email, config));
      }
      return toUser(await auth.requireUser(request));
    });

    const changePassword = { schema: routeSchema(putUsersChangePassword, TAGS) };
    type ChangePassword = RouteOf<typeof putUsersChangePassword>;
    api.put<ChangePassword>('/users/change-password', changePassword, async (request) => {
      const user = await auth.requireUser(request);
      const values = request.body;
      rejectInvalidForm(validatePasswordChangeForm(values));
      if (!(await verifyPassword(values.old_password ?? '', user.password_hash))) {
        throw HttpError.of(422, ACCOUNT_ERRORS.oldPasswordWrong, 'mismatch', 'old_password');
      }
      const passwordHash = await hashPassword(values.password ?? '');
      await accounts.changePassword(user.id, passwordHash, bearerToken(request));
      return { message: PASSWORD_CHANGED_MESSAGE };
    });
  };
}
