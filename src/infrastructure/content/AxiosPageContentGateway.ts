import { inject, injectable } from 'inversify';
import type { RecentPost } from '../../application/blog/BlogPost';
import type { HomeBlock } from '../../application/content/HomeBlock';
import type { PageContentGateway } from '../../application/content/PageContentGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { homeBlocksAnswer, pageTemplateAnswer } from '../../contract/content';
import { parseAnswer } from '../http/parseAnswer';

const HOME_BLOCKS_PATH = '/homepage_blocks';

@injectable()
export class AxiosPageContentGateway implements PageContentGateway {
  private home: Promise<{ blocks: HomeBlock[]; recentPosts: RecentPost[] }> | null = null;

  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async templateHtml(name: string): Promise<string> {
    const path = `/pages/templates/${encodeURIComponent(name)}`;
    return parseAnswer(pageTemplateAnswer, await this.api.get<unknown>(path), path).data;
  }

  /**
   * docs/spec.md §7: homepage_blocks is cached after the first load; a failure (no answer, or
   * one of the wrong shape) is not.
   */
  homeBlocks(): Promise<{ blocks: HomeBlock[]; recentPosts: RecentPost[] }> {
    this.home ??= this.api
      .get<unknown>(HOME_BLOCKS_PATH)
      .then((body) => {
        const answer = parseAnswer(homeBlocksAnswer, body, HOME_BLOCKS_PATH);
        return {
          blocks: answer.data.map(({ type, content }) => ({ type, content })),
          recentPosts: answer.data.flatMap((block) => block.posts ?? []),
        };
      })
      .catch((error: unknown) => {
        this.home = null;
        throw error;
      });
    return this.home;
  }
}
