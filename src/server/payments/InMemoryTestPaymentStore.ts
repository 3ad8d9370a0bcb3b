import type {
  TestIntentChange,
  TestIntentState,
  TestPaymentIntent,
  TestPaymentMethod,
  TestPaymentStore,
} from './TestPaymentStore';

/** The store for unit tests: one process, so a Map is the whole database. */
export class InMemoryTestPaymentStore implements TestPaymentStore {
  private readonly methods = new Map<string, TestPaymentMethod>();
  private readonly intents = new Map<string, TestPaymentIntent>();

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
}

function copy(intent: TestPaymentIntent): TestPaymentIntent {
  return { ...intent, metadata: { ...intent.metadata } };
}
