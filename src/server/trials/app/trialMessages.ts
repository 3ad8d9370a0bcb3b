/** What a trial download link answers when it opens nothing (the browser shows the message). */
export const TRIAL_LINK_UNKNOWN_MESSAGE =
  'This download link is not valid. Please request the trial fonts again.';
export const TRIAL_LINK_EXPIRED_MESSAGE =
  'This download link has expired. Please request the trial fonts again.';
