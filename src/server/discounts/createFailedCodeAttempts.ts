import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { rateLimitRedis } from '../security/rateLimitRedis';
import type { FailedCodeAttempts } from './FailedCodeAttempts';
import { InMemoryFailedCodeAttempts } from './InMemoryFailedCodeAttempts';
import { RedisFailedCodeAttempts } from './RedisFailedCodeAttempts';

/** In Redis with REDIS_URL (shared by every process), else in this process's memory. */
export function createFailedCodeAttempts(
  config: Pick<ServerConfig, 'redisUrl' | 'codeAttemptLimit'>,
  log: FastifyBaseLogger,
): FailedCodeAttempts {
  return config.redisUrl
    ? new RedisFailedCodeAttempts(rateLimitRedis(config.redisUrl, log), config.codeAttemptLimit)
    : new InMemoryFailedCodeAttempts(config.codeAttemptLimit);
}
