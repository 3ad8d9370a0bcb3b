import type { Endpoint } from './Endpoint';
import { pageQuery, pageWindowFields } from './pageQuery';
import { z } from './zod';

const nameAndSlug = z.object({ name: z.string(), slug: z.string() });
const imageUrl = z.nullable(z.string());

/** A post in a 'Recent blog posts' list: the typeface it shows in use, or its description. */
export const recentPost = z.object({
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  image: imageUrl,
  typeface: z.nullable(z.string()),
  description: z.string(),
});

/** A page of posts as list items (spec §3 "Blog post list item"). */
const postPage = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      category: z.string(),
      image: imageUrl,
      excerpt: z.string(),
      description: z.string(),
      date: z.string(),
      /** The font class of the first family the post features ('' for none). */
      class: z.string(),
      typeface: z.nullable(z.string()),
      categories: z.array(nameAndSlug),
      families: z.array(nameAndSlug),
    }),
  ),
  ...pageWindowFields,
});

/** GET /blog/posts, newest first. */
export const getPosts = { querystring: pageQuery, response: postPage } satisfies Endpoint;

/** GET /blog/posts/filter/{filter}: 'in-use', a typeface page or a category slug. */
export const getFilteredPosts = {
  params: z.object({ filter: z.string() }),
  querystring: pageQuery,
  response: z.extend(postPage, {
    filter: z.object({ type: z.enum(['typeface', 'category']), slug: z.string() }),
  }),
} satisfies Endpoint;

/** GET /blogs/{category}/{slug}. */
export const getPost = {
  params: z.object({ category: z.string(), slug: z.string() }),
  response: z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    category: z.string(),
    image: imageUrl,
    html: z.string(),
    description: z.string(),
    meta: z.object({
      title: z.string(),
      description: z.string(),
      thumb_image: imageUrl,
      class: z.string(),
      sidebar_text: z.string(),
      date: z.string(),
      designer: z.nullable(z.string()),
      categories: z.array(nameAndSlug),
      families: z.array(nameAndSlug),
    }),
    /** The recent posts beside it, itself left out. */
    blogs: z.array(recentPost),
  }),
} satisfies Endpoint;

/** GET /blog/posts/typefaces: the families the sidebar links to (those with posts). */
export const getBlogTypefaces = {
  response: z.object({ data: z.array(z.object({ page: z.string(), name: z.string() })) }),
} satisfies Endpoint;

/** GET /blog/categories. */
export const getBlogCategories = {
  response: z.object({ data: z.array(nameAndSlug) }),
} satisfies Endpoint;
