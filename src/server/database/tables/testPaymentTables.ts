/** A card's brand, from its number (payments/app/testCards.ts). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export type TestPaymentMethodOutcome = 'succeeds' | 'requires_3ds' | 'declined';

export type TestIntentStatus = 'succeeded' | 'requires_action' | 'failed';

/** The 3-D Secure challenge: none for cards that need none, then pending until answered. */
export type TestChallengeState = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * How the refunds of a card's charges behave (testCards.ts, after Stripe's refund test cards):
 * at once, pending then succeeded, or succeeded then failed.
 */
export type TestRefundBehaviour = 'succeeds' | 'pending_then_succeeds' | 'succeeds_then_fails';

/** A test refund's status, as Stripe names a Refund's (src/server/payments/app/PaymentGateway.ts). */
export type TestRefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

/** A refund of a test charge, as Stripe keeps a Refund (src/server/payments/app/PaymentGateway.ts). */
export interface TestRefund {
  id: string;
  idempotency_key: string;
  payment_intent_id: string;
  amount_cents: number;
  created_at: string;
  /** Migration 1080_refund_attempts: where it stands, and what it becomes when next read; null: final. */
  status: TestRefundStatus;
  settles_to: TestRefundStatus | null;
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
  /** Migration 1080_refund_attempts: how refunds of the card's charges behave. */
  refund_behaviour: TestRefundBehaviour;
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
