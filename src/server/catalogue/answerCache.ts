import { createHash } from 'node:crypto';
import type { ContentVersionWatch } from './contentVersionWatch';
import { perContentVersion, type PerContentVersion } from './perContentVersion';

/** A serialised catalogue answer with its validator, ready to send as it is. */
export interface CachedAnswer {
  body: string;
  etag: string;
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

  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const answers = await this.answersOfVersion.get();
    let answer = answers.get(key);
    if (!answer) {
      if (answers.size >= this.maxEntries) answers.clear();
      // Concurrent first requests share one build instead of each querying the database.
      answer = build().then(serialise);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  }
}

function serialise(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  // Weak: the same JSON may be sent compressed or not by a proxy; a hash of it is enough.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}
