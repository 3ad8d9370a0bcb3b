/**
 * A call that needs a customer came from a guest, or with a token expired or revoked:
 * answered 401, and the browser then clears its session.
 */
export interface LoginRequired {
  name: 'LoginRequired';
}

export const LOGIN_REQUIRED: LoginRequired = { name: 'LoginRequired' };
