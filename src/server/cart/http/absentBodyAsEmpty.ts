import type { FastifyRequest } from 'fastify';

/**
 * Share and PDF take their body's cart or, with no body at all, the stored one: the contract
 * checks a body that is sent (src/contract/cart.ts), and an absent one is read as `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
