/** A card's brand, from its number (payments/app/testCards.ts). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export type TestPaymentMethodOutcome = 'succeeds' | 'requires_3ds' | 'declined';

export type TestIntentStatus = 'succeeded' | 'requires_action' | 'failed';

/** The 3-D Secure challenge: none for cards that need none, then pending until answered. */
export type TestChallengeState = 'none' | 'pending' | 'approved' | 'rejected';

/** A refund of a test charge, as Stripe keeps a Refund (src/server/payments/app/PaymentGateway.ts). */
export interface TestRefund {
  id: string;
  idempotency_key: string;
  payment_intent_id: string;
  amount_cents: number;
  created_at: string;
}

/** The offline test-card gateway's tables (testPaymentsMigration), as Kysely sees them. */
export interface TestPaymentTables {
  test_payment_methods: TestPaymentMethodsTable;
  test_payment_intents: TestPaymentIntentsTable;
  /** Migration 1000_refunds_and_credit_notes: the refunds of test charges. */
  test_payment_refunds: TestRefund;
}

export interface TestPaymentMethodsTable {
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: TestPaymentMethodOutcome;
  decline_message: string | null;
  created_at: string;
  /** testCardCountriesMigration: the card's issuing country (testCards.ts); null for Stripe's brand cards. */
  country: string | null;
}

export interface TestPaymentIntentsTable {
  id: string;
  idempotency_key: string;
  client_secret: string;
  payment_method_id: string;
  amount_cents: number;
  currency: string;
  /** 0 or 1: better-sqlite3 cannot bind a boolean. */
  is_us_order: number;
  metadata_json: string;
  status: TestIntentStatus;
  challenge: TestChallengeState;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}
