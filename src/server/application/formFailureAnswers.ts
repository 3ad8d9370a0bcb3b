import { failureAnswerOf, type FailureAnswers } from '../http/FailureAnswer';
import type { InvalidForm } from './InvalidForm';

export const formFailureAnswers: FailureAnswers<InvalidForm> = {
  InvalidForm: (failure) => failureAnswerOf(422, failure.errors),
};
