import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than its headers and the CPU cost. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli's quality for a body a visitor is waiting for (a page rendered on a miss): quality 5
 * takes about 1.5 ms on a typeface page, where 11 takes 80–170 ms, for about 15 % more bytes
 * (measured with bench:launch's pages). gzip then uses zlib's default level.
 */
export const MISS_BROTLI_QUALITY = 5;

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One body in every encoding a client may ask for, compressed once, when it is built. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Compresses text (JSON, SVG) at the strongest settings: a catalogue answer or content image
 * is encoded once per content version and sent thousands of times, so minutes of CPU later
 * are worth milliseconds now. Runs on libuv's thread pool, never on the event loop.
 */
export async function encodeBody(
  text: string | Buffer,
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): Promise<EncodedBody> {
  const identity = typeof text === 'string' ? Buffer.from(text) : text;
  if (identity.length < MIN_COMPRESSED_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, {
      level:
        brotliQuality === constants.BROTLI_MAX_QUALITY
          ? constants.Z_BEST_COMPRESSION
          : constants.Z_DEFAULT_COMPRESSION,
    }),
  ]);
  return { identity, br, gzip: gz };
}

/** Brotli before gzip when a client accepts both equally: it is the smaller of the two. */
const SERVER_PREFERENCE: ContentEncoding[] = ['br', 'gzip', 'identity'];

/** The encoding to send for an Accept-Encoding header, and its bytes. */
export function pickEncoding(
  body: EncodedBody,
  acceptEncoding: string | undefined,
): { encoding: ContentEncoding; bytes: Buffer } {
  const wanted = acceptEncoding ? negotiate(acceptEncoding, SERVER_PREFERENCE) : null;
  if (wanted === 'br' && body.br) return { encoding: 'br', bytes: body.br };
  if (wanted === 'gzip' && body.gzip) return { encoding: 'gzip', bytes: body.gzip };
  return { encoding: 'identity', bytes: body.identity };
}
