/** The checkout and payment calls' own words (the rest are the domain's and the cart's). */
export const CARD_REQUIRED_MESSAGE = 'Please enter your card details.';
export const NO_PAYMENT_TO_CONFIRM_MESSAGE = 'This order has no payment to confirm.';
