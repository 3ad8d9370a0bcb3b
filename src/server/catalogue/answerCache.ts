import { createHash } from 'node:crypto';
import type { ContentVersionWatch } from './contentVersionWatch';

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
  private answers = new Map<string, Promise<CachedAnswer>>();
  private version: number | undefined;

  constructor(
    private readonly versions: ContentVersionWatch,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const version = await this.versions.current();
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= this.maxEntries) this.answers.clear();
      // Concurrent first requests share one build instead of each querying the database.
      answer = build().then(serialise);
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }

  /** Drops every answer now (this process just imported the content). */
  invalidate(): void {
    this.versions.forget();
    this.answers.clear();
    this.version = undefined;
  }
}

function serialise(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  // Weak: the same JSON may be sent compressed or not by a proxy; a hash of it is enough.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}
