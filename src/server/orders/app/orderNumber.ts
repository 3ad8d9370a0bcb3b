import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a number read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 6;

/**
 * "20260515-7KQ2M9": the day it was placed (so the customer and the foundry can place it in
 * time) and a random part. Random rather than a counter: servers behind a load balancer
 * need no shared sequence, and a number does not tell how many orders the foundry has.
 * 32^6 numbers a day make a clash improbable; the primary key refuses one anyway.
 */
export function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${day}-${random}`;
}
