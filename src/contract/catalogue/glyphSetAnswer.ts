import { z } from '../zod';

/** One glyph: the view draws `text` in the style's web font, with `feature` on. */
const glyph = z.object({
  id: z.number(),
  name: z.string(),
  text: z.string(),
  code_point: z.optional(z.number()),
  /** The OpenType feature that reaches a glyph the character map does not. */
  feature: z.optional(z.string()),
});

/** A style's glyphs by Unicode block, then those only a feature reaches, by feature. */
export const glyphSetAnswer = z.object({
  style: z.object({ name: z.string(), slug: z.string() }),
  groups: z.array(z.object({ name: z.string(), glyphs: z.array(glyph) })),
});

export type GlyphSetAnswer = z.infer<typeof glyphSetAnswer>;
/** One group of a glyph set as the wire writes it (the server reads fonts into these). */
export type GlyphGroupAnswer = GlyphSetAnswer['groups'][number];
export type GlyphAnswer = GlyphGroupAnswer['glyphs'][number];
