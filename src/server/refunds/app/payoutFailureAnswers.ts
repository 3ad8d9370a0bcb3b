import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import {
  PAYOUT_MESSAGES,
  type PayoutAlreadyPaid,
  type PayoutNotFound,
} from './MarkPayoutPaidOtherwise';

export const payoutFailureAnswers: FailureAnswers<PayoutNotFound | PayoutAlreadyPaid> = {
  PayoutNotFound: () =>
    failureAnswerOf(404, [errorItem(null, PAYOUT_MESSAGES.notFound, 'not_found')]),
  PayoutAlreadyPaid: () =>
    failureAnswerOf(409, [errorItem(null, PAYOUT_MESSAGES.alreadyPaid, 'already_paid')]),
};
