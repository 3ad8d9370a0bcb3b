import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Redis answers a rate-limit count in a millisecond or two; a call that waits longer only
 * keeps a customer waiting, so the limit lets the call through instead (fail open).
 */
const COMMAND_TIMEOUT_MS = 100;
const CONNECT_TIMEOUT_MS = 500;
/** Reconnect at once after a drop, then back off to one attempt a second, for ever. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * The Redis client of the rate-limit counters (REDIS_URL), made so that a Redis outage costs
 * a customer nothing: while Redis is away a count fails at once (no offline queue, no retried
 * command, a 100 ms command time-out) and the limit lets the call through; the client keeps
 * reconnecting, and counting resumes as soon as Redis answers. The outage is logged once,
 * in the server's JSON log, and so is the recovery: an `error` listener keeps ioredis from
 * printing `[ioredis] Unhandled error event` lines of its own on every attempt.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // The INFO check waits out a Redis still loading its data; a count that fails meanwhile
    // just lets its call through, and a slow INFO must not pass for an outage.
    enableReadyCheck: false,
    retryStrategy: (attempts) => Math.min((attempts - 1) * 200, MAX_RECONNECT_DELAY_MS),
  });
  let down = false;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: { code: error.code ?? null, message: error.message } },
      'rate limits: Redis is unreachable; calls are let through unlimited until it is back',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('rate limits: Redis is back; counting again');
  });
  return redis;
}

/** On shutdown: waits for answers under way when Redis is there, and hangs on nothing when not. */
export async function closeRateLimitRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
