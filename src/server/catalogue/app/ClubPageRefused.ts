/**
 * A members-only content page (the Club's, docs/spec.md §6) refused: a guest must log in
 * (401), and only an invited member may read it (403 for any other customer).
 */
export type ClubPageRefused = { name: 'ClubPageLoginRequired' } | { name: 'ClubPageMembersOnly' };

export const CLUB_PAGE_MESSAGES = {
  loginRequired: 'Please log in to see the Club pages.',
  membersOnly: 'The Club pages are for invited members.',
} as const;
