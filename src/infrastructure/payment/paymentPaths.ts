/** The payment calls of the server (src/server/payments), relative to the API base. */
export const PAYMENT_CONFIG_PATH = '/payments/config';
/** The test gateway's stand-ins for Stripe's own endpoints: the card, and the 3-D Secure answer. */
export const TEST_PAYMENT_METHOD_PATH = '/payments/test-methods';
export const TEST_CHALLENGE_PATH = '/payments/test-challenge';
