import { z } from '../zod';

/** An axis of a variable font (fvar). */
export const variationAxis = z.object({
  tag: z.string(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  default: z.number(),
});

/** A variable font's axes and named instances; both empty for a static font. */
export const fontVariation = z.object({
  axes: z.array(variationAxis),
  instances: z.array(z.object({ name: z.string(), coordinates: z.record(z.string(), z.number()) })),
});

/**
 * A style as every answer that names one carries it: what the browser's @font-face rule
 * needs (font-display: swap), declared only for the faces a page shows.
 */
export const style = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  typeface_subfamily_id: z.number(),
  sort_order: z.number(),
  font_family: z.string(),
  font_weight: z.number(),
  font_style: z.enum(['normal', 'italic']),
  font_display: z.enum(['swap']),
  woff2_url: z.string(),
  variation: fontVariation,
});

/**
 * A style as a name is set in it: the family's name subset (a small file of only the
 * characters of its names), declared for those characters only (`unicode_range`).
 */
export const nameStyle = z.object({
  ...style.shape,
  unicode_range: z.string(),
});

export type StyleAnswer = z.infer<typeof style>;
export type NameStyleAnswer = z.infer<typeof nameStyle>;
