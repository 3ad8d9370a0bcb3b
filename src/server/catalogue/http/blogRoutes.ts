import type { FastifyInstance } from 'fastify';
import {
  getBlogCategories,
  getBlogTypefaces,
  getFilteredPosts,
  getPost,
  getPosts,
} from '../../../contract/blog';
import { valueOrRefuse } from '../../http/Refused';
import { cachedRoute } from './cachedRoute';
import type { Catalogue } from '../createCatalogue';
import { pageKey, pageRequest } from '../app/pagination';

/** The blog's lists, posts, typefaces and categories, cached per content version. */
export function blogRoutes(catalogue: Catalogue): (api: FastifyInstance) => Promise<void> {
  const { blogContent: content, answers } = catalogue;
  const tags = ['blog'];

  return async (api) => {
    api.get(
      '/blog/posts',
      cachedRoute(
        answers,
        getPosts,
        tags,
        ({ query }) => `posts:${pageKey(query)}`,
        ({ query }) => content.posts(pageRequest(query)),
      ),
    );
    api.get(
      '/blog/posts/typefaces',
      cachedRoute(
        answers,
        getBlogTypefaces,
        tags,
        () => 'blog_typefaces',
        () => content.blogTypefaces(),
      ),
    );
    api.get(
      '/blog/posts/filter/:filter',
      cachedRoute(
        answers,
        getFilteredPosts,
        tags,
        ({ params, query }) => `posts:${params.filter}:${pageKey(query)}`,
        async ({ params, query }) =>
          valueOrRefuse(await content.filteredPosts(params.filter, pageRequest(query))),
      ),
    );
    api.get(
      '/blog/categories',
      cachedRoute(
        answers,
        getBlogCategories,
        tags,
        () => 'blog_categories',
        () => content.blogCategories(),
      ),
    );
    api.get(
      '/blogs/:category/:slug',
      cachedRoute(
        answers,
        getPost,
        tags,
        ({ params }) => `post:${params.category}/${params.slug}`,
        async ({ params }) => valueOrRefuse(await content.post(params.category, params.slug)),
      ),
    );
  };
}
