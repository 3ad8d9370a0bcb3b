import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import { HttpError } from './HttpError';
import { closeRateLimitRedis, rateLimitRedis } from './rateLimitRedis';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
export const RATE_LIMITED_RULE = 'rate_limited';

/**
 * Per-IP limits on the forms that guess at secrets or send e-mail (login, password reset,
 * trials, newsletter, club invites): `RATE_LIMIT_MAX` calls per route per minute. With
 * REDIS_URL the counters live in Redis, shared by every server process behind a load
 * balancer; without it each process counts in its own memory (the embedded default). A
 * Redis outage lets calls through unlimited rather than slowing or refusing them (see
 * rateLimitRedis.ts).
 * Routes opt in with `rateLimited` or `rateLimitedTo`: every write a visitor can repeat (forms,
 * carts, quotes, shares, account changes); reads are unlimited.
 */
export async function installRateLimits(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<Redis | undefined> {
  const redis = config.redisUrl ? rateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => closeRateLimitRedis(redis));
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    redis,
    nameSpace: 'foundry-rate-limit:',
    // A Redis outage must not lock customers out of logging in.
    skipOnError: true,
    // An HTTP hook: it refuses the request before any route or use case runs, so speaks HTTP.
    // The plugin throws what this returns; the error handler turns it into the contract's ApiErrorBody.
    errorResponseBuilder: () => HttpError.of(429, RATE_LIMITED_MESSAGE, RATE_LIMITED_RULE),
  });
  return redis;
}

/** Route options for a rate-limited form endpoint. */
export const rateLimited: RouteShorthandOptions = { config: { rateLimit: {} } };

/**
 * Route options for a write with a limit of its own (CART_RATE_LIMIT_MAX,
 * DOCUMENT_RATE_LIMIT_MAX): `max` calls per minute per address, counted per route by the
 * same limiter (and Redis) as the forms.
 */
export function rateLimitedTo(max: number): RouteShorthandOptions {
  return { config: { rateLimit: { max } } };
}
