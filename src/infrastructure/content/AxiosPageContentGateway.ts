import { inject, injectable } from 'inversify';
import type { RecentPost } from '../../application/blog/BlogPost';
import type { HomeBlock } from '../../application/content/HomeBlock';
import type { PageContentGateway } from '../../application/content/PageContentGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { unwrapData } from '../http/unwrapData';

/** A block of type 9 carries its posts (src/server/catalogue/answers/homeAnswers.ts). */
interface HomeBlocksAnswer {
  data: (HomeBlock & { posts?: RecentPost[] })[];
}

@injectable()
export class AxiosPageContentGateway implements PageContentGateway {
  private home: Promise<{ blocks: HomeBlock[]; recentPosts: RecentPost[] }> | null = null;

  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async templateHtml(name: string): Promise<string> {
    return unwrapData<string>(
      await this.api.get<unknown>(`/pages/templates/${encodeURIComponent(name)}`),
    );
  }

  /** docs/spec.md §7: homepage_blocks is cached after the first load; a failure is not. */
  homeBlocks(): Promise<{ blocks: HomeBlock[]; recentPosts: RecentPost[] }> {
    this.home ??= this.api.get<HomeBlocksAnswer>('/homepage_blocks').then(
      (answer) => ({
        blocks: answer.data.map(({ type, content }) => ({ type, content })),
        recentPosts: answer.data.flatMap((block) => block.posts ?? []),
      }),
      (error: unknown) => {
        this.home = null;
        throw error;
      },
    );
    return this.home;
  }
}
