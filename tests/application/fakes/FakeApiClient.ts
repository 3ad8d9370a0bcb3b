import type { ApiClient, QueryParams } from '../../../src/application/ports/ApiClient';
import { ApiError } from '../../../src/application/errors/ApiError';
import { errorItem } from '../../../src/domain/errors/ErrorItem';

/**
 * The HTTP client of a test without a network: every call is recorded and fails like a
 * request that got no answer (status 0). A page reaching it uses a port its test left real.
 */
export class FakeApiClient implements ApiClient {
  readonly calls: string[] = [];

  private refuse<T>(method: string, path: string): Promise<T> {
    this.calls.push(`${method} ${path}`);
    return Promise.reject(
      new ApiError([errorItem(null, `No network in tests: ${method} ${path}`, 'network')], 0, path),
    );
  }

  get<T>(path: string, _params?: QueryParams): Promise<T> {
    return this.refuse('GET', path);
  }
  post<T>(path: string, _body?: unknown): Promise<T> {
    return this.refuse('POST', path);
  }
  put<T>(path: string, _body?: unknown): Promise<T> {
    return this.refuse('PUT', path);
  }
  delete<T>(path: string, _body?: unknown): Promise<T> {
    return this.refuse('DELETE', path);
  }
}
