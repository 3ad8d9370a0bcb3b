import type {
  CardBrand,
  TestChallengeState,
  TestIntentStatus,
  TestPaymentMethodOutcome,
  TestRefund,
  TestRefundBehaviour,
  TestRefundStatus,
} from '../../database/tables/testPaymentTables';

// The column types are the table's (database/tables); the gateway's code names them from here.
export type {
  TestChallengeState,
  TestIntentStatus,
  TestPaymentMethodOutcome,
  TestRefund,
  TestRefundBehaviour,
  TestRefundStatus,
};

/**
 * Where the offline test-card gateway keeps its payment methods and intents. Any number of
 * server processes may share one database (DESIGN "When one machine is not enough"), so
 * the browser's challenge call and the server's confirm call may reach different processes;
 * nothing of the test gateway may live only in memory.
 */
export interface TestPaymentStore {
  savePaymentMethod(method: TestPaymentMethod): Promise<void>;
  findPaymentMethod(id: string): Promise<TestPaymentMethod | null>;
  /**
   * Stores the intent unless one already holds its idempotency key, and answers the intent
   * stored under that key either way: two processes racing with one key get one intent.
   */
  insertIntentOnce(intent: TestPaymentIntent): Promise<TestPaymentIntent>;
  findIntent(id: string): Promise<TestPaymentIntent | null>;
  findIntentByIdempotencyKey(key: string): Promise<TestPaymentIntent | null>;
  /**
   * Applies `changes` only while the intent is still in the `from` state, and answers whether
   * it did, so that a challenge answered twice or a confirm racing a challenge cannot
   * overwrite each other.
   */
  updateIntent(id: string, from: TestIntentState, changes: TestIntentChange): Promise<boolean>;
  /**
   * Records the refund unless one already holds its idempotency key, and answers the refund
   * stored under that key either way, as insertIntentOnce does for charges.
   */
  insertRefundOnce(refund: TestRefund): Promise<TestRefund>;
  findRefundByIdempotencyKey(key: string): Promise<TestRefund | null>;
  findRefund(id: string): Promise<TestRefund | null>;
  /**
   * Moves the refund to `change` only while it is still in the `from` status, and answers
   * whether it did: two processes reading a refund as it settles move it once.
   */
  updateRefund(id: string, from: TestRefundStatus, change: TestRefundChange): Promise<boolean>;
  /**
   * What the intent's refunds give back, in cents: the succeeded and pending ones (Stripe
   * holds a pending amount back), not the failed or canceled ones, which can be refunded again.
   */
  refundedCents(paymentIntentId: string): Promise<number>;
}

export interface TestRefundChange {
  status: TestRefundStatus;
  settles_to: TestRefundStatus | null;
}

/** A test card as Stripe keeps a PaymentMethod: never the full number. */
export interface TestPaymentMethod {
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The test card's behaviour, decided from its number when it was entered. */
  outcome: TestPaymentMethodOutcome;
  /** The decline message for a declining card, else null. */
  decline_message: string | null;
  created_at: string;
  /** The issuing country Stripe would report as `card.country`; null when none is known. */
  country: string | null;
  /** How refunds of its charges behave, decided from its number (testCards.ts). */
  refund_behaviour: TestRefundBehaviour;
}

export interface TestIntentState {
  status: TestIntentStatus;
  challenge: TestChallengeState;
}

export interface TestIntentChange extends TestIntentState {
  failure_message: string | null;
  updated_at: string;
}

export interface TestPaymentIntent extends TestIntentState {
  id: string;
  idempotency_key: string;
  client_secret: string;
  payment_method_id: string;
  amount_cents: number;
  currency: string;
  is_us_order: boolean;
  metadata: Record<string, string>;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}
