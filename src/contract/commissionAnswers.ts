import { z } from './zod';

/*
 * The case studies' answers, apart from their endpoints (commissions.ts): the browser
 * imports only these, so the page query's integer checks, which only the server runs, stay
 * out of every page's bundle.
 */

const imageUrl = z.nullable(z.string());
const commissionLink = z.object({ slug: z.string(), title: z.string() });

/** A case study in a list (docs/spec.md §3 "Commission post"). */
const commissionPost = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  project_category: z.string(),
  summary: z.string(),
  published_at: z.string(),
  featured_image: imageUrl,
  header_image: imageUrl,
  thumbnail_image: imageUrl,
});

/**
 * The featured case study, the 'Work with us' snippets and a page of case studies, and where
 * the page landed (docs/spec.md §3 "Commission response: featured, snippets, posts").
 */
export const commissionOverviewAnswer = z.object({
  featured: z.nullable(commissionPost),
  snippets: z.array(z.object({ title: z.string(), content: z.string() })),
  posts: z.array(commissionPost),
  total: z.number(),
  page: z.number(),
  last_page: z.number(),
  count: z.number(),
});

/** One case study (docs/spec.md §3 "Commission detail") and the ones it relates to. */
export const commissionAnswer = z.object({
  ...commissionPost.shape,
  designer: z.nullable(z.string()),
  sidebar_text: z.string(),
  content_html: z.string(),
  typeface: z.nullable(z.string()),
  description: z.string(),
  related: z.array(
    z.object({
      ...commissionLink.shape,
      typeface: z.nullable(z.string()),
      description: z.string(),
      thumbnail_image: imageUrl,
    }),
  ),
  meta: z.object({ title: z.string(), description: z.string(), image: imageUrl }),
});

/** The side navigation's lists, and every case study for the detail page's sidebar. */
export const commissionListsAnswer = z.object({
  data: z.array(
    z.object({ name: z.string(), slug: z.string(), commissions: z.array(commissionLink) }),
  ),
  all: z.array(commissionLink),
});
