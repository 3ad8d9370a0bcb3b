import { errorItem } from '../../../domain/errors/ErrorItem';
import type { InvalidForm } from '../../application/InvalidForm';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import { CLUB_INVITE_EXPIRED_MESSAGE, CLUB_INVITE_INVALID_MESSAGE } from './clubInviteStatus';
import { CLUB_ERRORS, type ClubRegistrationFailure } from './clubRegistration';

export const clubFailureAnswers: FailureAnswers<Exclude<ClubRegistrationFailure, InvalidForm>> = {
  InviteEmailMismatch: () =>
    failureAnswerOf(422, [errorItem('email', CLUB_ERRORS.emailMismatch, 'invite_email')]),
  CurrentPasswordWrong: () =>
    failureAnswerOf(422, [errorItem('password', CLUB_ERRORS.currentPasswordWrong, 'mismatch')]),
  InviteInvalid: () =>
    failureAnswerOf(404, [errorItem(null, CLUB_INVITE_INVALID_MESSAGE, 'invalid_invite')]),
  InviteUsed: () =>
    failureAnswerOf(410, [errorItem(null, CLUB_INVITE_INVALID_MESSAGE, 'invite_used')]),
  InviteExpired: () =>
    failureAnswerOf(410, [errorItem(null, CLUB_INVITE_EXPIRED_MESSAGE, 'invite_expired')]),
};
