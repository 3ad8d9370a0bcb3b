import type { FastifyInstance } from 'fastify';
import {
  validateEmailForm,
  validateLoginForm,
  validatePasswordChangeForm,
  PASSWORD_CHANGED_MESSAGE,
} from '../../domain/validation/accountForms';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { Refused, valueOrRefuse } from '../http/Refused';
import { formBody, rejectInvalidForm, textField } from '../security/formInput';
import { rateLimited } from '../security/rateLimits';
import { ACCOUNT_ERRORS, LOGGED_OUT_MESSAGE } from './accountMessages';
import { bearerToken } from './SessionAuth';
import { emailChangedMail } from './emailChangedMail';
import { normaliseEmail } from './emailAddress';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwordHashing';
import { toUserView, type UserView } from './userView';

export interface TokenAnswer {
  token: string;
}

/**
 * The account calls: register (the RegisterCustomer use case), login, me, logout,
 * change e-mail and password.
 */
export function accountRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { accounts, auth, config } = context;
  return async (api) => {
    api.post('/users/register', rateLimited, async (request): Promise<TokenAnswer> => {
      const form = formBody(request.body);
      const command = { email: textField(form, 'email'), password: textField(form, 'password') };
      return { token: valueOrRefuse(await context.registerCustomer.execute(command)) };
    });

    api.post('/users/login', rateLimited, async (request): Promise<TokenAnswer> => {
      const form = formBody(request.body);
      const values = { email: textField(form, 'email'), password: textField(form, 'password') };
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

    api.get('/me', async (request, reply): Promise<UserView> => {
      reply.header('cache-control', 'no-store');
      return toUserView(await auth.requireUser(request));
    });

    // Logging out twice, or with a token that already expired, is still a logout.
    api.post('/users/logout', async (request) => {
      const token = bearerToken(request);
      if (token) await accounts.closeSession(token);
      return { message: LOGGED_OUT_MESSAGE };
    });

    api.put('/users', async (request): Promise<UserView> => {
      const user = await auth.requireUser(request);
      const form = formBody(request.body);
      const values = { email: textField(form, 'email') };
      rejectInvalidForm(validateEmailForm(values));
      const email = values.email ?? '';
      const owner = await accounts.findByEmail(email);
      if (owner && owner.id !== user.id) throw new Refused({ name: 'EmailTaken' });
      if (normaliseEmail(email) !== user.email) {
        await accounts.changeEmail(user.id, email, emailChangedMail(user.email, config));
      }
      return toUserView(await auth.requireUser(request));
    });

    api.put('/users/change-password', async (request) => {
      const user = await auth.requireUser(request);
      const form = formBody(request.body);
      const values = {
        old_password: textField(form, 'old_password'),
        password: textField(form, 'password'),
      };
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
