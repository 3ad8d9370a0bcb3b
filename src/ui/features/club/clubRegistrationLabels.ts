/** The club registration form's button, before and while it sends (docs/spec.md §2 "Club"). */
export const CLUB_SUBMIT_LABEL = 'Register as a club user';
export const CLUB_SUBMITTING_LABEL = 'Registering...';
