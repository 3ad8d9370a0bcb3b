import { isIP } from 'node:net';

/**
 * Which proxies' X-Forwarded-For entries are believed (TRUST_PROXY): none (false), or those
 * of the listed proxy addresses and CIDR ranges. Walking the header back from the socket,
 * the client is the first address that is not one of these proxies, so whatever a client
 * writes into the header itself is never taken for its address. Fastify's `trustProxy`
 * takes the list as it is.
 *
 * `true` (believe the whole header) is refused: its first entry is what the client wrote,
 * so a client that changes it with every call escapes every rate limit. So is a hop count:
 * it cannot tell a proxy from a client that reaches the server directly and writes the
 * hops itself, and Fastify ignores it since 5.12.1 (advisory GHSA-3m5p-2c4r-xxw2).
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for whole private ranges (127.0.0.0/8 and ::1, 169.254.0.0/16, …). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const EXAMPLE =
  'e.g. TRUST_PROXY=10.0.0.0/8, TRUST_PROXY=192.0.2.7,192.0.2.8 or TRUST_PROXY=loopback';

export const TRUST_PROXY_TRUE_PROBLEM =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends, so a client could ' +
  `escape every rate limit: set the addresses or CIDR ranges of the proxies in front (${EXAMPLE})`;

export const TRUST_PROXY_HOPS_PROBLEM =
  'TRUST_PROXY takes the addresses of the proxies, not their number: a hop count cannot tell ' +
  `a proxy from a client that reaches the server directly (${EXAMPLE})`;

export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', 'off', 'no', '0'].includes(value)) return false;
  if (['true', 'on', 'yes'].includes(value)) {
    problems.push(TRUST_PROXY_TRUE_PROBLEM);
    return false;
  }
  if (/^\d+$/.test(value)) {
    problems.push(TRUST_PROXY_HOPS_PROBLEM);
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  problems.push(
    `TRUST_PROXY must be false or proxy addresses/CIDR ranges separated by commas (${EXAMPLE}); not an address: ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
  );
  return false;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}
