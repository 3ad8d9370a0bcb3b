/** The label of the free-text state field outside the US. */
export const OPTIONAL_STATE_LABEL = 'State (optional)';
