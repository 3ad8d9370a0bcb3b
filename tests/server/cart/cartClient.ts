import type { LightMyRequestResponse } from 'fastify';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import type { TestApp } from '../support/testApp';

/** One browser's cart calls: keeps the httpOnly cart_id cookie the server sets, like a browser. */
export class CartClient {
  private cartCookie: string | null = null;

  constructor(
    private readonly testApp: TestApp,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  get cookie(): string | null {
    return this.cartCookie;
  }

  async put(body: unknown): Promise<LightMyRequestResponse> {
    return this.remember(await this.testApp.api.put('/cart', body, this.options()));
  }

  async putCart(cart: unknown): Promise<CartAnswer> {
    const response = await this.put({ cart });
    if (response.statusCode !== 200) throw new Error(`PUT /cart: ${response.body}`);
    return response.json<CartAnswer>();
  }

  async get(path = '/cart'): Promise<LightMyRequestResponse> {
    return this.remember(await this.testApp.api.get(path, this.options()));
  }

  async post(path: string, body?: unknown): Promise<LightMyRequestResponse> {
    return this.remember(await this.testApp.api.post(path, body, this.options()));
  }

  async delete(): Promise<LightMyRequestResponse> {
    return this.remember(await this.testApp.api.delete('/cart', this.options()));
  }

  private options() {
    return {
      headers: {
        ...this.extraHeaders,
        ...(this.cartCookie ? { cookie: `cart_id=${this.cartCookie}` } : {}),
      },
    };
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    const set = response.cookies.find((cookie) => cookie.name === 'cart_id');
    if (set) this.cartCookie = set.value === '' || set.maxAge === 0 ? null : set.value;
    return response;
  }
}

export const NO_LICENCE = { desktop: null, web: null, app: null };

export function item(
  kind: 'families' | 'subfamilies' | 'styles',
  optionId: string,
  options: Partial<Record<'desktop' | 'web' | 'app', number | null>>,
  scripts: string[] = [],
  page = optionId.split('/')[0] ?? optionId,
) {
  return {
    kind,
    option_id: optionId,
    typeface_page: page,
    options: { ...NO_LICENCE, ...options },
    scripts,
  };
}
