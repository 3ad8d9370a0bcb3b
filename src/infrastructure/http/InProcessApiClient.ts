import type { ApiClient, QueryParams } from '../../application/ports/ApiClient';
import { ApiError } from '../../application/errors/ApiError';
import {
  answerKey,
  type PageAnswers,
  type RecordedAnswer,
} from '../../application/rendering/PageAnswers';
import type { HttpFailure } from './HttpFailure';
import { normaliseHttpFailure } from './normaliseHttpFailure';

/**
 * The ApiClient of a server render. It asks the API in-process, as a guest, and records every
 * answer in PageAnswers: they travel in the page, so the browser hydrates from the same data.
 * A render only reads; anything else is a bug in a page and fails loudly.
 */
export class InProcessApiClient implements ApiClient {
  constructor(
    /** The server's render port hands this in: an API GET answered by Fastify's inject. */
    private readonly call: (pathAndQuery: string) => Promise<RecordedAnswer>,
    private readonly answers: PageAnswers,
  ) {}

  async get<T>(path: string, params?: QueryParams): Promise<T> {
    const answer = await this.call(answerKey(path, params));
    this.answers.record(path, params, answer);
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const failure: HttpFailure = {
      kind: 'response',
      status: answer.status,
      statusText: '',
      body: answer.body,
    };
    throw new ApiError(normaliseHttpFailure(failure), answer.status, path);
  }

  post<T>(path: string): Promise<T> {
    return this.refuse('POST', path);
  }

  put<T>(path: string): Promise<T> {
    return this.refuse('PUT', path);
  }

  delete<T>(path: string): Promise<T> {
    return this.refuse('DELETE', path);
  }

  private refuse(method: string, path: string): Promise<never> {
    return Promise.reject(new Error(`A server render does not ${method} ${path}`));
  }
}
