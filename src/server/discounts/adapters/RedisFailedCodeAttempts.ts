import type { Redis } from 'ioredis';
import { CODE_ATTEMPT_WINDOW_MS, type FailedCodeAttempts } from '../app/FailedCodeAttempts';

const KEY_PREFIX = 'foundry-code-attempts:';

/**
 * Refused codes counted in Redis (REDIS_URL), shared by every server process like the other
 * rate limits, with the same client settings (rateLimitRedis.ts): while Redis is away a count
 * fails at once and the code is let through, so an outage costs customers nothing. A fixed
 * window: the key is made with its expiry by the first refusal, then counted up.
 */
export class RedisFailedCodeAttempts implements FailedCodeAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly limit: number,
  ) {}

  async allowed(address: string): Promise<boolean> {
    try {
      const count = await this.redis.get(KEY_PREFIX + address);
      return Number(count ?? 0) < this.limit;
    } catch {
      return true;
    }
  }

  async record(address: string): Promise<void> {
    const key = KEY_PREFIX + address;
    try {
      await this.redis.multi().set(key, 0, 'PX', CODE_ATTEMPT_WINDOW_MS, 'NX').incr(key).exec();
    } catch {
      // Not counted while Redis is away (rateLimitRedis.ts logs the outage).
    }
  }

  /** The client is the rate limits' own: they close it (rateLimits.ts). */
  async close(): Promise<void> {}
}
