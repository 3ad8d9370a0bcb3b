import axios, { type AxiosInstance, type InternalAxiosRequestConfig, type Method } from 'axios';
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/errors/ApiError';
import { AppEvents } from '../../application/events/AppEvents';
import type { ApiClient, QueryParams } from '../../application/ports/ApiClient';
import type { PageAnswers, RecordedAnswer } from '../../application/rendering/PageAnswers';
import type { HttpFailure } from './HttpFailure';
import type { ProfileStore } from '../../application/ports/ProfileStore';
import type { TokenStore } from '../../application/ports/TokenStore';
import { TOKENS } from '../../application/tokens';
import { API_BASE_URL } from './apiBase';
import { isRelativeUrl } from './isRelativeUrl';
import { normaliseHttpFailure } from './normaliseHttpFailure';
import { toHttpFailure } from './toHttpFailure';
import { readXsrfCookie, XSRF_HEADER_NAME } from './xsrfCookie';

/** Used when a 401 arrives for a call whose path is unknown (docs/spec.md §8). */
const DEFAULT_UNAUTHORIZED_PATH = '/me';

/**
 * The browser's one HTTP client (docs/spec.md §7). It adds the credentials, and turns every
 * failure into an `ApiError` of docs/spec.md §8 items, reacting to 401 and 503 on the way.
 */
@injectable()
export class AxiosApiClient implements ApiClient {
  /** Exposed so tests can plug in a fake adapter instead of the network. */
  readonly http: AxiosInstance;

  constructor(
    @inject(TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(TOKENS.ProfileStore) private readonly profiles: ProfileStore,
    @inject(TOKENS.AppEvents) private readonly events: AppEvents,
    @inject(TOKENS.PageAnswers) private readonly pageAnswers: PageAnswers,
  ) {
    this.http = axios.create({
      baseURL: API_BASE_URL,
      headers: { Accept: 'application/json' },
      // Axios would echo XSRF-TOKEN on GET too; docs/spec.md §7 wants non-GET only, done below.
      withXSRFToken: false,
      xsrfCookieName: '',
    });
    this.http.interceptors.request.use((config) => this.addCredentials(config));
  }

  /** The anti-forgery cookie's one fetch under way, shared by the calls that wait for it. */
  private xsrfCookie: Promise<unknown> | null = null;

  get<T>(path: string, params?: QueryParams): Promise<T> {
    const recorded = this.pageAnswers.find(path, params);
    if (recorded) return this.replay<T>(recorded, path);
    return this.send<T>('GET', path, { params });
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.send<T>('POST', path, { data: body });
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.send<T>('PUT', path, { data: body });
  }

  delete<T>(path: string, body?: unknown): Promise<T> {
    return this.send<T>('DELETE', path, { data: body });
  }

  private async send<T>(
    method: Method,
    path: string,
    payload: { params?: QueryParams; data?: unknown },
  ): Promise<T> {
    try {
      const response = await this.http.request<T>({ method, url: path, ...payload });
      return response.data;
    } catch (error) {
      throw this.toApiError(error, method, path);
    }
  }

  /** An answer the server rendered the page with (PageAnswers), given as the network would. */
  private async replay<T>(recorded: RecordedAnswer, path: string): Promise<T> {
    if (recorded.status >= 200 && recorded.status < 300) return recorded.body as T;
    throw this.failureToApiError(
      { kind: 'response', status: recorded.status, statusText: '', body: recorded.body },
      'GET',
      path,
    );
  }

  private async addCredentials(
    config: InternalAxiosRequestConfig,
  ): Promise<InternalAxiosRequestConfig> {
    const token = this.tokens.read();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const isGet = (config.method ?? 'get').toLowerCase() === 'get';
    if (!isGet && isRelativeUrl(config.url ?? '')) {
      // A rendered page sets no cookie (a shared cache may keep it) and answers the settings
      // call from the page itself: the first write fetches the settings to get the cookie.
      if (!readXsrfCookie()) {
        this.xsrfCookie ??= this.http.get('/settings').finally(() => (this.xsrfCookie = null));
        await this.xsrfCookie.catch(() => undefined);
      }
      const xsrf = readXsrfCookie();
      if (xsrf) config.headers.set(XSRF_HEADER_NAME, xsrf);
    }
    return config;
  }

  private toApiError(error: unknown, method: Method, path: string): ApiError {
    return this.failureToApiError(toHttpFailure(error), method, path);
  }

  private failureToApiError(failure: HttpFailure, method: Method, path: string): ApiError {
    const errors = normaliseHttpFailure(failure);
    const status = failure.kind === 'response' ? failure.status : 0;
    if (status === 401 && method === 'GET') this.endRejectedSession(errors, path);
    if (status === 503) this.events.maintenanceSignal.emit();
    return new ApiError(errors, status, path);
  }

  /** docs/spec.md §8: a 401 on a GET means the stored session is no longer valid. */
  private endRejectedSession(errors: ApiError['errors'], path: string): void {
    this.tokens.clear();
    this.profiles.clear();
    this.events.userChanged.emit(false);
    this.events.unauthorized.emit({ errors, path: path || DEFAULT_UNAUTHORIZED_PATH });
  }
}
