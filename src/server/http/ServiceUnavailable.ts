/**
 * A request refused for a passing shortage (a full document queue, a disk short of space):
 * the error handler answers 503 in the error shape with its rule and `Retry-After`, and logs
 * it as a refusal, not as a failure (docs/operations.md).
 */
export class ServiceUnavailable extends Error {
  constructor(
    message: string,
    readonly rule: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'ServiceUnavailable';
  }
}
