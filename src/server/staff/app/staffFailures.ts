/** A signed-in customer asked for the back office: answered 403. */
export interface StaffOnly {
  name: 'StaffOnly';
}

/** A staff member signed in with the password but has not given the TOTP code yet: 403. */
export interface SecondFactorRequired {
  name: 'SecondFactorRequired';
}

/** The TOTP code is wrong, expired or already used: 422 on the code field. */
export interface SecondFactorWrong {
  name: 'SecondFactorWrong';
}

export type StaffFailure = StaffOnly | SecondFactorRequired | SecondFactorWrong;

export const STAFF_MESSAGES = {
  staffOnly: 'Only the foundry’s staff may open the back office.',
  secondFactorRequired: 'Enter the code from your authenticator app to continue.',
  secondFactorWrong: 'That code is not right, or was already used. Enter the current code.',
  orderNotPaid: 'The order is not paid: it has no receipt to send.',
} as const;
