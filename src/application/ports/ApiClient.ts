/** Query parameters of a GET call (docs/spec.md §7: on GET the payload goes as query parameters). */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * The one HTTP client of the browser, relative to the API base `/api/v1`.
 * Every failure rejects with an `ApiError` (src/application/errors/ApiError.ts).
 */
export interface ApiClient {
  get<T>(path: string, params?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
}
