/**
 * One idempotency key sent with a different amount or card: a bug in the caller, never a
 * retry, so it is thrown rather than answered (Stripe answers such a call with an error too).
 */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(
      `Keys for idempotent requests can only be used with the same parameters they were first used with (key ${idempotencyKey}).`,
    );
    this.name = 'IdempotencyKeyReusedError';
  }
}
