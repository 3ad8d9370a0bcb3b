import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AxiosCommissionsGateway } from '../../../src/infrastructure/commissions/AxiosCommissionsGateway';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

/** Answers every GET with `body`. */
class AnsweringApi extends FakeApiClient {
  constructor(private readonly body: unknown) {
    super();
  }
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve(this.body as T);
  }
}

const link = { slug: 'transit-sans', title: 'Transit Sans' };

describe('AxiosCommissionsGateway', () => {
  it('reads the side-navigation lists', async () => {
    const api = new AnsweringApi({
      data: [{ name: 'Custom typefaces', slug: 'custom-typefaces', commissions: [link] }],
      all: [link],
    });
    expect(await new AxiosCommissionsGateway(api).lists()).toEqual([
      { name: 'Custom typefaces', slug: 'custom-typefaces', commissions: [link] },
    ]);
    expect(api.calls).toEqual(['GET /commissions/lists']);
  });

  it('rejects a case study of the wrong shape', async () => {
    const api = new AnsweringApi({ ...link, related: 'none' });
    await expect(new AxiosCommissionsGateway(api).post('transit-sans')).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
