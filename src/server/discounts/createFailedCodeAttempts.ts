import type { Redis } from 'ioredis';
import type { FailedCodeAttempts } from './app/FailedCodeAttempts';
import { InMemoryFailedCodeAttempts } from './app/InMemoryFailedCodeAttempts';
import { RedisFailedCodeAttempts } from './adapters/RedisFailedCodeAttempts';

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
