import { z } from '../zod';
import { nameStyle } from './style';

/**
 * An entry of the library as the site's pages read it (`?view=summary`): its name, link,
 * card and the face its name is set in, without the styles.
 */
export const librarySummary = z.object({
  id: z.number(),
  name: z.string(),
  page: z.string(),
  type: z.enum(['family', 'collection']),
  class: z.string(),
  is_rtl: z.boolean(),
  overview_text: z.string(),
  /** The card's sample characters, one per script. */
  characters: z.array(z.object({ character: z.string(), class: z.string() })),
  style_count: z.number(),
  sub_family_count: z.number(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** The style the family's card and name are set in (its name subset); null for a collection. */
  font: z.nullable(nameStyle),
});

/** The summary's answer, as the browser reads it (the styles are not parsed, nor sent). */
export const librarySummaryAnswer = z.object({ data: z.array(librarySummary) });

/** The query that asks for the summary. */
export const LIBRARY_SUMMARY_QUERY = { view: 'summary' } as const;
