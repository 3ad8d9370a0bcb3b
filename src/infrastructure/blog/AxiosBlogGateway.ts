import { inject, injectable } from 'inversify';
import type { BlogGateway } from '../../application/blog/BlogGateway';
import type {
  BlogCategory,
  BlogPost,
  BlogPostPage,
  BlogTypeface,
} from '../../application/blog/BlogPost';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { unwrapData } from '../http/unwrapData';

@injectable()
export class AxiosBlogGateway implements BlogGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  posts(page: number, count: number, filter?: string): Promise<BlogPostPage> {
    const path = filter ? `/blog/posts/filter/${encodeURIComponent(filter)}` : '/blog/posts';
    return this.api.get<BlogPostPage>(path, { page, count });
  }

  async post(category: string, slug: string): Promise<BlogPost> {
    return unwrapData<BlogPost>(
      await this.api.get<unknown>(
        `/blogs/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
      ),
    );
  }

  async typefaces(): Promise<BlogTypeface[]> {
    return unwrapData<BlogTypeface[]>(await this.api.get<unknown>('/blog/posts/typefaces'));
  }

  async categories(): Promise<BlogCategory[]> {
    return unwrapData<BlogCategory[]>(await this.api.get<unknown>('/blog/categories'));
  }
}
