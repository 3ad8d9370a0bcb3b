import {
  blogCategoriesAnswer,
  blogTypefacesAnswer,
  filteredPostPageAnswer,
  postAnswer,
  postPageAnswer,
} from './blogAnswers';
import type { Endpoint } from './Endpoint';
import { pageQuery } from './pageQuery';
import { z } from './zod';

/** GET /blog/posts, newest first. */
export const getPosts = { querystring: pageQuery, response: postPageAnswer } satisfies Endpoint;

/** GET /blog/posts/filter/{filter}: 'in-use', a typeface page or a category slug. */
export const getFilteredPosts = {
  params: z.object({ filter: z.string() }),
  querystring: pageQuery,
  response: filteredPostPageAnswer,
} satisfies Endpoint;

/** GET /blogs/{category}/{slug}. */
export const getPost = {
  params: z.object({ category: z.string(), slug: z.string() }),
  response: postAnswer,
} satisfies Endpoint;

/** GET /blog/posts/typefaces. */
export const getBlogTypefaces = { response: blogTypefacesAnswer } satisfies Endpoint;

/** GET /blog/categories. */
export const getBlogCategories = { response: blogCategoriesAnswer } satisfies Endpoint;
