import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import {
  EMPTY_CART_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  SHARED_CART_NOT_FOUND_MESSAGE,
} from './cartMessages';
import type { EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';
import type { QuoteNotFound } from './QuoteNotFound';
import type { SharedCartNotFound } from './SharedCartNotFound';

export type CartFailure = InvalidCart | EmptyCart | SharedCartNotFound | QuoteNotFound;

export const cartFailureAnswers: FailureAnswers<CartFailure> = {
  InvalidCart: (failure) => failureAnswerOf(422, failure.errors),
  EmptyCart: (failure) =>
    failureAnswerOf(422, [errorItem(failure.field, EMPTY_CART_MESSAGE, 'empty_cart')]),
  SharedCartNotFound: () =>
    failureAnswerOf(404, [errorItem(null, SHARED_CART_NOT_FOUND_MESSAGE, 'not_found')]),
  QuoteNotFound: () =>
    failureAnswerOf(404, [errorItem(null, QUOTE_NOT_FOUND_MESSAGE, 'not_found')]),
};
