import { errorItem } from '../../../domain/errors/ErrorItem';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import { CLUB_PAGE_MESSAGES, type ClubPageRefused } from './ClubPageRefused';
import type { ContentNotFound } from './ContentNotFound';

export const catalogueFailureAnswers: FailureAnswers<ContentNotFound | ClubPageRefused> = {
  ContentNotFound: (failure) =>
    failureAnswerOf(404, [errorItem(null, failure.message, 'not_found')]),
  ClubPageLoginRequired: () =>
    failureAnswerOf(401, [errorItem(null, CLUB_PAGE_MESSAGES.loginRequired, 'login_required')]),
  ClubPageMembersOnly: () =>
    failureAnswerOf(403, [errorItem(null, CLUB_PAGE_MESSAGES.membersOnly, 'club_members_only')]),
};
