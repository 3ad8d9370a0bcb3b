import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import type { TrialLinkFailure } from './OpenTrialDownload';
import { TRIAL_LINK_EXPIRED_MESSAGE, TRIAL_LINK_UNKNOWN_MESSAGE } from './trialMessages';

export const trialFailureAnswers: FailureAnswers<TrialLinkFailure> = {
  TrialLinkUnknown: () =>
    failureAnswerOf(404, [errorItem(null, TRIAL_LINK_UNKNOWN_MESSAGE, 'not_found')]),
  TrialLinkExpired: () =>
    failureAnswerOf(410, [errorItem(null, TRIAL_LINK_EXPIRED_MESSAGE, 'expired')]),
};
