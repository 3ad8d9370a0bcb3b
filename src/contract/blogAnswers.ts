import { z } from './zod';

/*
 * The blog's answers, apart from its endpoints (blog.ts): the browser imports only these, so
 * the query's integer checks, which only the server runs, stay out of every page's bundle.
 */

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

/** A page of posts as list items (docs/spec.md §3 "Blog post list item"), and where the page landed. */
export const postPageAnswer = z.object({
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
  total: z.number(),
  page: z.number(),
  last_page: z.number(),
  count: z.number(),
});

/** A filtered page of posts: also what it was filtered by. */
export const filteredPostPageAnswer = z.object({
  ...postPageAnswer.shape,
  filter: z.object({ type: z.enum(['typeface', 'category']), slug: z.string() }),
});

export const postAnswer = z.object({
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
});

/** The families the sidebar links to (those with posts). */
export const blogTypefacesAnswer = z.object({
  data: z.array(z.object({ page: z.string(), name: z.string() })),
});

export const blogCategoriesAnswer = z.object({ data: z.array(nameAndSlug) });
