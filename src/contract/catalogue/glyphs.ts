import type { Endpoint } from '../Endpoint';
import { z } from '../zod';
import { style } from './style';
import { glyphSetAnswer } from './glyphSetAnswer';
import { typefacePage } from './typefacePage';

/*
 * Endpoints whose paths carry checks only the server runs (a pattern); the browser imports
 * only their answers (glyphSetAnswer.ts), so those checks stay out of every page's bundle.
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

/** GET /typefaces/{page}/styles/{style}/glyphs: by Unicode block, then by feature. */
export const getGlyphSet = {
  params: z.object({
    ...typefacePage.shape,
    style: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)),
  }),
  response: glyphSetAnswer,
} satisfies Endpoint;
