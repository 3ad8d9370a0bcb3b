import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import { STAFF_MESSAGES } from '../../staff/app/staffFailures';
import type { OrderNotPaid } from '../../orders/app/OrderNotPaid';

/** The order desk's own failure; its OrderNotFound is the checkout's (checkoutFailureAnswers). */
export const adminFailureAnswers: FailureAnswers<OrderNotPaid> = {
  OrderNotPaid: () =>
    failureAnswerOf(409, [errorItem(null, STAFF_MESSAGES.orderNotPaid, 'not_paid')]),
};
