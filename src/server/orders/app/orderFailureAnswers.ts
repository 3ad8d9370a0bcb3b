import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import { ORDER_NOT_FOUND_MESSAGE } from './orderMessages';
import type { OrderNotFound } from './OwnOrders';

export const orderFailureAnswers: FailureAnswers<OrderNotFound> = {
  OrderNotFound: (failure) =>
    failureAnswerOf(404, [errorItem(failure.field, ORDER_NOT_FOUND_MESSAGE, 'not_found')]),
};
