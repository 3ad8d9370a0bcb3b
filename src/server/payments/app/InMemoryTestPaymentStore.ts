import type {
  TestIntentChange,
  TestIntentState,
  TestPaymentIntent,
  TestPaymentMethod,
  TestPaymentStore,
  TestRefund,
  TestRefundChange,
  TestRefundStatus,
} from './TestPaymentStore';

/** The store for unit tests: one process, so a Map is the whole database. */
export class InMemoryTestPaymentStore implements TestPaymentStore {
  private readonly methods = new Map<string, TestPaymentMethod>();
  private readonly intents = new Map<string, TestPaymentIntent>();
  private readonly refunds: TestRefund[] = [];

  async savePaymentMethod(method: TestPaymentMethod): Promise<void> {
    this.methods.set(method.id, { ...method });
  }

  async findPaymentMethod(id: string): Promise<TestPaymentMethod | null> {
    const method = this.methods.get(id);
    return method ? { ...method } : null;
  }

  async insertIntentOnce(intent: TestPaymentIntent): Promise<TestPaymentIntent> {
    // Looked up without awaiting: two racing inserts must not both find the key free.
    const existing = this.withKey(intent.idempotency_key);
    if (existing) return copy(existing);
    this.intents.set(intent.id, copy(intent));
    return copy(intent);
  }

  async findIntent(id: string): Promise<TestPaymentIntent | null> {
    const intent = this.intents.get(id);
    return intent ? copy(intent) : null;
  }

  async findIntentByIdempotencyKey(key: string): Promise<TestPaymentIntent | null> {
    const intent = this.withKey(key);
    return intent ? copy(intent) : null;
  }

  private withKey(key: string): TestPaymentIntent | undefined {
    return [...this.intents.values()].find((stored) => stored.idempotency_key === key);
  }

  async updateIntent(
    id: string,
    from: TestIntentState,
    changes: TestIntentChange,
  ): Promise<boolean> {
    const intent = this.intents.get(id);
    if (!intent || intent.status !== from.status || intent.challenge !== from.challenge) {
      return false;
    }
    this.intents.set(id, { ...intent, ...changes });
    return true;
  }

  async insertRefundOnce(refund: TestRefund): Promise<TestRefund> {
    const existing = this.refunds.find(
      (stored) => stored.idempotency_key === refund.idempotency_key,
    );
    if (existing) return { ...existing };
    this.refunds.push({ ...refund });
    return { ...refund };
  }

  async findRefundByIdempotencyKey(key: string): Promise<TestRefund | null> {
    const refund = this.refunds.find((stored) => stored.idempotency_key === key);
    return refund ? { ...refund } : null;
  }

  async findRefund(id: string): Promise<TestRefund | null> {
    const refund = this.refunds.find((stored) => stored.id === id);
    return refund ? { ...refund } : null;
  }

  async updateRefund(
    id: string,
    from: TestRefundStatus,
    change: TestRefundChange,
  ): Promise<boolean> {
    const refund = this.refunds.find((stored) => stored.id === id);
    if (!refund || refund.status !== from) return false;
    Object.assign(refund, change);
    return true;
  }

  async refundedCents(paymentIntentId: string): Promise<number> {
    return this.refunds
      .filter((refund) => refund.payment_intent_id === paymentIntentId)
      .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
      .reduce((sum, refund) => sum + refund.amount_cents, 0);
  }
}

function copy(intent: TestPaymentIntent): TestPaymentIntent {
  return { ...intent, metadata: { ...intent.metadata } };
}
