import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import { bodyEtag } from '../../http/bodyEtag';
import { encodeBody, type EncodedBody } from '../../http/encodedBody';
import { perContentVersion, type PerContentVersion } from './perContentVersion';

/** A catalogue answer serialised and compressed, with its validator, ready to send as it is. */
export interface CachedAnswer {
  /** What the build returned, for routes that decide on it (a members-only page). */
  value: unknown;
  body: EncodedBody;
  etag: string;
}

/** How an answer is built into bytes. */
export interface AnswerEncoding {
  /**
   * Lower for a large answer a visitor waits for when it is first built (a glyph set:
   * brotli's best takes a second on 170 kB, quality 5 takes 20 ms for 40 % more bytes).
   */
  brotliQuality?: number;
  /** The route's own serializer (its answer schema from the wire contract); JSON otherwise. */
  serialize?: (value: unknown) => string;
}

/**
 * Catalogue answers change only when the content is imported, so each is built once per
 * content version and kept serialised in memory. Keys include the query (page, count), so
 * the map is bounded: past `maxEntries` it starts afresh rather than growing with every
 * count a client invents.
 */
export class AnswerCache {
  /** A new content version starts an empty map: the old answers go with the old version. */
  private readonly answersOfVersion: PerContentVersion<Map<string, Promise<CachedAnswer>>>;

  constructor(
    versions: ContentVersionWatch,
    private readonly maxEntries = 2000,
  ) {
    this.answersOfVersion = perContentVersion(versions, async () => new Map());
  }

  async get(
    key: string,
    build: () => Promise<unknown>,
    encoding: AnswerEncoding = {},
  ): Promise<CachedAnswer> {
    const answers = await this.answersOfVersion.get();
    let answer = answers.get(key);
    if (!answer) {
      if (answers.size >= this.maxEntries) answers.clear();
      // Concurrent first requests share one build instead of each querying the database.
      answer = build().then((value) => serialise(value, encoding));
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  }
}

async function serialise(value: unknown, encoding: AnswerEncoding): Promise<CachedAnswer> {
  const json = (encoding.serialize ?? JSON.stringify)(value);
  // Weak: the same JSON is sent brotli, gzip or plain; one validator stands for all three.
  return { value, body: await encodeBody(json, encoding.brotliQuality), etag: bodyEtag(json) };
}
