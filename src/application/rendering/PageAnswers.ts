import type { QueryParams } from '../ports/ApiClient';

/** One GET answer of the API as the server's render received it. */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/** The answers a page was rendered with, by request (`answerKey`), as they travel in the page. */
export type PageAnswerRecord = Record<string, RecordedAnswer>;

/**
 * The one name for a GET request on both sides: the server's render records its answers under
 * it, and the browser's client finds them again while it hydrates. Parameters are sorted, and
 * undefined ones left out, as the query string leaves them out.
 */
export function answerKey(path: string, params?: QueryParams): string {
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * The API's answers a server-rendered page was made from. The browser answers the same GETs
 * from here while it hydrates, so it shows exactly what the server rendered without asking
 * again; once hydration is over they are dropped, and every later call goes to the network.
 */
export class PageAnswers {
  private answers: Map<string, RecordedAnswer>;

  constructor(record: PageAnswerRecord = {}) {
    this.answers = new Map(Object.entries(record));
  }

  find(path: string, params?: QueryParams): RecordedAnswer | undefined {
    return this.answers.get(answerKey(path, params));
  }

  record(path: string, params: QueryParams | undefined, answer: RecordedAnswer): void {
    this.answers.set(answerKey(path, params), answer);
  }

  /**
   * What travels in the page, by key: a render records answers in the order its requests
   * finish, which differs from one render to the next, and the page's bytes (and so its ETag,
   * docs/rendering.md) must be the same on every server process for the same content.
   */
  toRecord(): PageAnswerRecord {
    return Object.fromEntries([...this.answers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  clear(): void {
    this.answers.clear();
  }
}
