import { z } from '../zod';
import { style } from './style';

// Apart from the specimen's schema: the library list (on every page, the footer's) needs only
// these, and the home page's JavaScript should not carry the tester's answer shapes.

/** A specimen's style: also its name subset, which the shop sets the style's name in. */
export const specimenStyle = z.object({
  ...style.shape,
  names_woff2_url: z.string(),
  names_unicode_range: z.string(),
});

/**
 * A family's styles by subfamily, keyed by id (docs/spec.md §3 "subfamilies keyed by id"), as the
 * library list and the specimen both carry them.
 */
export const editableStyles = z.object({
  subfamilies: z.record(
    z.string(),
    z.object({
      id: z.number(),
      name: z.string(),
      sort_order: z.number(),
      styles: z.array(specimenStyle),
    }),
  ),
  small_caps_feature: z.nullable(z.object({ data_setting: z.string() })),
});
