import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import {
  REFUND_MESSAGES,
  type RefundConflict,
  type RefundNotMade,
  type RefundPending,
} from './RefundOrder';

export const refundFailureAnswers: FailureAnswers<RefundConflict | RefundNotMade | RefundPending> =
  {
    RefundConflict: () =>
      failureAnswerOf(409, [errorItem('lines', REFUND_MESSAGES.conflict, 'refund_conflict')]),
    // The card processor did not make the refund: a gateway's failure, answered as one.
    RefundNotMade: () =>
      failureAnswerOf(502, [errorItem(null, REFUND_MESSAGES.notMade, 'refund_not_made')]),
    // The order's state is not what a refund needs yet: a conflict, answered once it is settled.
    RefundPending: () =>
      failureAnswerOf(409, [errorItem(null, REFUND_MESSAGES.pending, 'refund_pending')]),
  };
