import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  validateEmailForm,
  validatePasswordSetForm,
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUEST_SUCCESS_MESSAGE,
} from '../../domain/validation/accountForms';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { formBody, rejectInvalidForm, textField } from '../security/formInput';
import { withMinimumDuration } from '../security/minimumDuration';
import { rateLimited } from '../security/rateLimits';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';
import { ACCOUNT_ERRORS } from './accountMessages';
import { hashPassword } from './passwordHashing';
import { passwordResetMail } from './passwordResetMail';
import { consumeResetCode, createResetCode } from './passwordResetStore';
import { revokeOtherSessions } from './sessionStore';
import { findUserByEmail, updateUser } from './userStore';

/** Long enough to cover the enqueue work of the "has an account" branch many times over. */
const RECOVERY_ANSWER_FLOOR_MS = 200;

/** Forgot password (docs/spec.md §2 /user/forget-password) and the reset link's form (/user/change-password). */
export function passwordResetRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { db, config, mailQueue } = context;

  const setPassword = async (request: FastifyRequest) => {
    const form = formBody(request.body);
    const values = { password: textField(form, 'password'), code: textField(form, 'code') };
    rejectInvalidForm(validatePasswordSetForm(values));
    const invalid = () => HttpError.of(400, ACCOUNT_ERRORS.resetCodeInvalid, 'invalid_code');
    const code = values.code ?? '';
    if (!SECRET_TOKEN_PATTERN.test(code)) throw invalid();
    const passwordHash = await hashPassword(values.password ?? '');
    await db.transaction().execute(async (trx) => {
      const userId = await consumeResetCode(trx, code);
      if (!userId) throw invalid();
      await updateUser(trx, userId, { passwordHash });
      // A reset means the old password may be known to someone else: end every session.
      await revokeOtherSessions(trx, userId, null);
    });
    return { message: PASSWORD_CHANGED_MESSAGE };
  };

  return async (api) => {
    // The same answer, in about the same time, whether or not the address has an account.
    api.post('/users/recover/password', rateLimited, async (request) => {
      const form = formBody(request.body);
      const values = { email: textField(form, 'email') };
      rejectInvalidForm(validateEmailForm(values));
      await withMinimumDuration(RECOVERY_ANSWER_FLOOR_MS, async () => {
        const user = await findUserByEmail(db, values.email ?? '');
        if (!user) return;
        const code = await createResetCode(db, user.id);
        await mailQueue.enqueue(passwordResetMail(user.email, code, config));
      });
      return { message: RESET_REQUEST_SUCCESS_MESSAGE };
    });

    api.post('/users/set-password', rateLimited, setPassword);
    // docs/spec.md §7 names this path for the same form; both are kept so either client works.
    api.put('/users/update/password', rateLimited, setPassword);
  };
}
