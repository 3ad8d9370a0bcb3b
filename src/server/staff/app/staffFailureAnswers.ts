import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import { STAFF_MESSAGES, type StaffFailure } from './staffFailures';

export const staffFailureAnswers: FailureAnswers<StaffFailure> = {
  StaffOnly: () => failureAnswerOf(403, [errorItem(null, STAFF_MESSAGES.staffOnly, 'staff_only')]),
  SecondFactorRequired: () =>
    failureAnswerOf(403, [
      errorItem(null, STAFF_MESSAGES.secondFactorRequired, 'second_factor_required'),
    ]),
  SecondFactorWrong: () =>
    failureAnswerOf(422, [errorItem('code', STAFF_MESSAGES.secondFactorWrong, 'invalid_code')]),
};
