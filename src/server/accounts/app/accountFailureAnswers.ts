import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import { ACCOUNT_ERRORS, LOGIN_REQUIRED_MESSAGE } from './accountMessages';
import type { ChangeEmailFailure } from './ChangeEmail';
import type { ChangePasswordFailure } from './ChangePassword';
import type { ConfirmEmailChangeFailure } from './ConfirmEmailChange';
import type { LogInFailure } from './LogIn';
import type { LoginRequired } from './LoginRequired';
import type { RegistrationFailure } from './RegisterCustomer';
import type { ResetPasswordFailure } from './ResetPassword';
import type { InvalidForm } from '../../application/InvalidForm';

/** The accounts' failures, less the invalid form every feature shares. */
export type AccountFailure = Exclude<
  | LoginRequired
  | RegistrationFailure
  | ResetPasswordFailure
  | LogInFailure
  | ChangeEmailFailure
  | ConfirmEmailChangeFailure
  | ChangePasswordFailure,
  InvalidForm
>;

export const accountFailureAnswers: FailureAnswers<AccountFailure> = {
  LoginRequired: () =>
    failureAnswerOf(401, [errorItem(null, LOGIN_REQUIRED_MESSAGE, 'unauthorized')]),
  EmailTaken: () => failureAnswerOf(422, [errorItem('email', ACCOUNT_ERRORS.emailTaken, 'unique')]),
  InvalidCredentials: () =>
    failureAnswerOf(401, [
      errorItem(null, ACCOUNT_ERRORS.invalidCredentials, 'invalid_credentials'),
    ]),
  EmailChangePasswordWrong: () =>
    failureAnswerOf(422, [
      errorItem('current_password', ACCOUNT_ERRORS.currentPasswordWrong, 'mismatch'),
    ]),
  OldPasswordWrong: () =>
    failureAnswerOf(422, [errorItem('old_password', ACCOUNT_ERRORS.oldPasswordWrong, 'mismatch')]),
  ResetCodeInvalid: () =>
    failureAnswerOf(400, [errorItem(null, ACCOUNT_ERRORS.resetCodeInvalid, 'invalid_code')]),
  EmailChangeLinkInvalid: () =>
    failureAnswerOf(400, [errorItem(null, ACCOUNT_ERRORS.emailChangeLinkInvalid, 'invalid_code')]),
};
