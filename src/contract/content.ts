import { recentPost } from './blogAnswers';
import type { Endpoint } from './Endpoint';
import { z } from './zod';

/*
 * The home page and the content pages (content/README.md). The home page's JavaScript
 * parses `getHomepageBlocks` itself, so these schemas use only what the library list and
 * the blog already bring to that page (objects, lists, text, numbers, optional fields): the
 * home page's budget for our code is spent (docs/wire-contract.md).
 */

/** A retail typeface as the "Retail typefaces" block (type 8) lists it. */
const homeTypeface = z.object({
  id: z.number(),
  name: z.string(),
  page: z.string(),
  class: z.string(),
  overview_text: z.string(),
  is_rtl: z.boolean(),
});

/**
 * A home block (docs/spec.md §3 "Home block: type, content"): `content` is html for a rich
 * content block; the blocks the code fills carry their list (type 9 its `posts`, type 8 its
 * `typefaces`), the others neither.
 */
const homeBlock = z.object({
  type: z.number(),
  content: z.nullable(z.string()),
  posts: z.optional(z.array(recentPost)),
  typefaces: z.optional(z.array(homeTypeface)),
});

/** The home page's blocks in order. */
export const homeBlocksAnswer = z.object({ data: z.array(homeBlock) });

/** GET /homepage_blocks. */
export const getHomepageBlocks = { response: homeBlocksAnswer } satisfies Endpoint;

/** GET /homepage: the blocks and the recent posts (docs/spec.md §3 "Home content"). */
export const getHomepage = {
  response: z.object({ ...homeBlocksAnswer.shape, blogs: z.array(recentPost) }),
} satisfies Endpoint;

/**
 * A page written in content/pages, its html in `data`. A members-only page (the Club's) is
 * answered only to members. The browser imports this answer, not the endpoint: the path's
 * schema would only add bytes to the home page.
 */
export const pageTemplateAnswer = z.object({
  data: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  members_only: z.boolean(),
});

/** GET /pages/templates/{name}. */
export const getPageTemplate = {
  params: z.object({ name: z.string() }),
  response: pageTemplateAnswer,
} satisfies Endpoint;
