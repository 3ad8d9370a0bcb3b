import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * Calls the API the way the browser's client does: it first receives the XSRF-TOKEN
 * cookie from the server, then sends it back as cookie and X-XSRF-TOKEN header.
 * Paths are relative to /api/v1 ('/settings').
 */
export class XsrfClient {
  private token: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** The token the server handed out (fetched once with a GET). */
  async xsrfToken(): Promise<string> {
    if (this.token) return this.token;
    const response = await this.app.inject({ method: 'GET', url: '/api/v1/settings' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('The server did not set an XSRF-TOKEN cookie');
    this.token = cookie.value;
    return this.token;
  }

  get(path: string, options: CallOptions = {}) {
    return this.call('GET', path, options);
  }
  post(path: string, body?: unknown, options: CallOptions = {}) {
    return this.call('POST', path, { ...options, body });
  }
  put(path: string, body?: unknown, options: CallOptions = {}) {
    return this.call('PUT', path, { ...options, body });
  }
  delete(path: string, options: CallOptions = {}) {
    return this.call('DELETE', path, options);
  }

  async call(
    method: Method,
    path: string,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const token = await this.xsrfToken();
    const request: InjectOptions = {
      method,
      url: `/api/v1${path}`,
      query: options.query,
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token, ...options.headers },
    };
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    return this.app.inject(request);
  }
}
