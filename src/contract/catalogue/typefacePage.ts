import { z } from '../zod';

/** `{page}` in a catalogue path: a typeface's slug (or, for older links, its id). */
export const typefacePage = z.object({ page: z.string() });
