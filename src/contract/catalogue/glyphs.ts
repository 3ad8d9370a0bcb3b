import type { Endpoint } from '../Endpoint';
import { z } from '../zod';
import { style } from './style';
import { typefacePage } from './typefacePage';

/*
 * Endpoints no page needs at first paint, apart from the rest of the catalogue: the browser
 * loads this module when the glyph view opens, so its checks are not on every page.
 */

/** GET /subfamilies/{id}/styles. */
export const getSubfamilyStyles = {
  params: z.object({ id: z.string().check(z.regex(/^\d{1,9}$/)) }),
  response: z.object({
    id: z.number(),
    name: z.string(),
    typeface: z.object({ id: z.number(), name: z.string(), page: z.string() }),
    data: z.array(style),
  }),
} satisfies Endpoint;

/** One glyph: the view draws `text` in the style's web font, with `feature` on. */
const glyph = z.object({
  id: z.number(),
  name: z.string(),
  text: z.string(),
  code_point: z.optional(z.number()),
  /** The OpenType feature that reaches a glyph the character map does not. */
  feature: z.optional(z.string()),
});

/** GET /typefaces/{page}/styles/{style}/glyphs: by Unicode block, then by feature. */
export const getGlyphSet = {
  params: z.extend(typefacePage, { style: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)) }),
  response: z.object({
    style: z.object({ name: z.string(), slug: z.string() }),
    groups: z.array(z.object({ name: z.string(), glyphs: z.array(glyph) })),
  }),
} satisfies Endpoint;
