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
import {
  blogCategoriesAnswer,
  blogTypefacesAnswer,
  filteredPostPageAnswer,
  postAnswer,
  postPageAnswer,
} from '../../contract/blogAnswers';
import { parseAnswer } from '../http/parseAnswer';
import { postFromAnswer } from './postFromAnswer';

@injectable()
export class AxiosBlogGateway implements BlogGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async posts(page: number, count: number, filter?: string): Promise<BlogPostPage> {
    if (!filter) {
      return parseAnswer(
        postPageAnswer,
        await this.api.get<unknown>('/blog/posts', { page, count }),
        '/blog/posts',
      );
    }
    const path = `/blog/posts/filter/${encodeURIComponent(filter)}`;
    return parseAnswer(
      filteredPostPageAnswer,
      await this.api.get<unknown>(path, { page, count }),
      path,
    );
  }

  async post(category: string, slug: string): Promise<BlogPost> {
    const path = `/blogs/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`;
    return postFromAnswer(parseAnswer(postAnswer, await this.api.get<unknown>(path), path));
  }

  async typefaces(): Promise<BlogTypeface[]> {
    const path = '/blog/posts/typefaces';
    return parseAnswer(blogTypefacesAnswer, await this.api.get<unknown>(path), path).data;
  }

  async categories(): Promise<BlogCategory[]> {
    const path = '/blog/categories';
    return parseAnswer(blogCategoriesAnswer, await this.api.get<unknown>(path), path).data;
  }
}
