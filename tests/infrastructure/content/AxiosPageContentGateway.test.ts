import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AxiosPageContentGateway } from '../../../src/infrastructure/content/AxiosPageContentGateway';
import { INVALID_ANSWER_RULE } from '../../../src/infrastructure/http/parseAnswer';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

const POST = {
  name: 'A post',
  slug: 'a-post',
  category: 'in-use',
  image: null,
  typeface: 'EB Garamond',
  description: 'In use.',
};

/** GET /homepage_blocks as src/server/catalogue/adapters/answers/homeAnswers.ts answers it (abridged). */
const HOME_BLOCKS = {
  data: [
    { type: 1, content: '<p>Hello</p>' },
    { type: 9, content: null, posts: [POST] },
    {
      type: 8,
      content: null,
      typefaces: [
        {
          id: 1,
          name: 'EB Garamond',
          page: 'eb-garamond',
          class: 'ff-eb',
          overview_text: '',
          is_rtl: false,
        },
      ],
    },
  ],
};

/** Answers each GET with the next body of `answers`. */
class AnsweringApi extends FakeApiClient {
  constructor(private readonly answers: unknown[]) {
    super();
  }
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve(this.answers.shift() as T);
  }
}

describe('AxiosPageContentGateway', () => {
  it('reads the home blocks and the posts they show', async () => {
    const api = new AnsweringApi([HOME_BLOCKS]);
    const home = await new AxiosPageContentGateway(api).homeBlocks();
    expect(home.blocks).toEqual([
      { type: 1, content: '<p>Hello</p>' },
      { type: 9, content: null },
      { type: 8, content: null },
    ]);
    expect(home.recentPosts).toEqual([POST]);
  });

  it('rejects a home answer of the wrong shape, naming the field, and asks again next time', async () => {
    const malformed = { data: [{ type: '1', content: '<p>Hello</p>' }] };
    const api = new AnsweringApi([malformed, HOME_BLOCKS]);
    const gateway = new AxiosPageContentGateway(api);
    const error = await gateway.homeBlocks().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([
      {
        field: 'data.0.type',
        message: 'data.0.type must be a number value',
        rule: INVALID_ANSWER_RULE,
      },
    ]);
    // The failure is not kept: the next call reads the (now well-formed) answer.
    expect((await gateway.homeBlocks()).blocks).toHaveLength(3);
    expect(api.calls).toEqual(['GET /homepage_blocks', 'GET /homepage_blocks']);
  });

  it("reads a template page's html, and rejects an answer without it", async () => {
    const page = { data: '<p>About</p>', name: 'about', title: 'About', description: '' };
    const api = new AnsweringApi([{ ...page, members_only: false }, { name: 'about' }]);
    const gateway = new AxiosPageContentGateway(api);
    expect(await gateway.templateHtml('about')).toBe('<p>About</p>');
    await expect(gateway.templateHtml('about')).rejects.toBeInstanceOf(ApiError);
  });
});
