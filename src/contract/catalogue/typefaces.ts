import type { Endpoint } from '../Endpoint';
import { z } from '../zod';
import { editableStyles } from './familyStyles';
import { librarySummary } from './librarySummary';
import { typefacePage } from './typefacePage';

/** An entry of the library: a family (`type: 'family'`) or a collection. */
const libraryEntry = z.extend(librarySummary, {
  /**
   * Styles only: the tester's offer is the specimen's. Left out of the summary, which every
   * page carries in its footer (it would weigh down every page).
   */
  editable: z.optional(z.nullable(editableStyles)),
});

/**
 * GET /typefaces: every family and collection, by name (docs/spec.md §3 "Typeface").
 * `?view=summary` leaves out each family's styles: what the footer, the home page and the
 * library page read, a fifth of the bytes, in every rendered page.
 */
export const getTypefaces = {
  querystring: z.object({ view: z.optional(z.enum(['summary'])) }),
  response: z.object({ data: z.array(libraryEntry) }),
} satisfies Endpoint;

const imagePath = z.nullable(z.object({ path: z.string() }));
const familyLink = z.object({ name: z.string(), page: z.string(), class: z.string() });

/** GET /collections/{page}: `page` is "garamonds-collection" or "garamonds". */
export const getCollection = {
  params: typefacePage,
  response: z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    about: z.string(),
    sections: z.array(
      z.object({
        name: z.string(),
        items: z.array(
          z.object({
            title: z.string(),
            typeface: z.nullable(
              z.object({
                ...familyLink.shape,
                overview_text: z.string(),
              }),
            ),
            image: imagePath,
            description: z.string(),
            /** 1: a link button to action_value; 2: plain header text. */
            action_type: z.number(),
            action_value: z.nullable(z.string()),
            action_header: z.string(),
          }),
        ),
      }),
    ),
    minisite_url: z.nullable(z.string()),
    minisite_link_name: z.nullable(z.string()),
    minisite_image: imagePath,
    minisite_image_gif: imagePath,
    /** The families the collection does not already show. */
    other_typefaces: z.array(familyLink),
    meta: z.object({ title: z.string(), description: z.string(), image: z.nullable(z.string()) }),
  }),
} satisfies Endpoint;
