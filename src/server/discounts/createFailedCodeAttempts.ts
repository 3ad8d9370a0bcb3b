import type { Redis } from 'ioredis';
import type { FailedCodeAttempts } from './FailedCodeAttempts';
import { InMemoryFailedCodeAttempts } from './InMemoryFailedCodeAttempts';
import { RedisFailedCodeAttempts } from './RedisFailedCodeAttempts';

/**
 * In Redis with REDIS_URL, on the rate limits' own client (one connection, one outage
 * warning: rateLimitRedis.ts), shared by every process; else in this process's memory.
 */
export function createFailedCodeAttempts(
  codeAttemptLimit: number,
  redis: Redis | undefined,
): FailedCodeAttempts {
  return redis
    ? new RedisFailedCodeAttempts(redis, codeAttemptLimit)
    : new InMemoryFailedCodeAttempts(codeAttemptLimit);
}
