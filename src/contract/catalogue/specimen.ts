import type { Endpoint } from '../Endpoint';
import { z } from '../zod';
import { editableStyles } from './familyStyles';
import { style } from './style';
import { typefacePage } from './typefacePage';

/** A tester feature toggle; at most one of a group is on. */
const openTypeGroup = z.object({
  name: z.string(),
  sort_order: z.number(),
  otfs: z.array(
    z.object({
      name: z.string(),
      data_setting: z.string(),
      group: z.string(),
      is_group: z.boolean(),
      /** A short text of the script the feature changes in this font, drawn before → after. */
      example: z.optional(z.string()),
    }),
  ),
});

/** What the tester offers for text in one script: only controls that change it in these fonts. */
const testerScript = z.object({
  script: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  samples: z.array(z.string()),
  /** A right-to-left script's Latin lines, shown beside its own (empty for others). */
  companion: z.array(z.string()),
  small_caps: z.boolean(),
  all_small_caps: z.boolean(),
  figure_styles: z.array(z.enum(['onum', 'lnum'])),
  otf_groups: z.array(openTypeGroup),
  /**
   * The languages the tester offers for the script: those the font has a language system for
   * and those with sample lines the family can set; `code` is the `lang` to set, `samples`
   * the language's own lines (none: the script's).
   */
  languages: z.array(
    z.object({
      tag: z.string(),
      code: z.string(),
      name: z.string(),
      samples: z.array(z.string()),
    }),
  ),
});

/** The specimen's: the styles and the type tester's offer per script. */
export const editable = z.object({
  ...editableStyles.shape,
  otf_groups: z.array(openTypeGroup),
  /** The family's scripts, its main script first: the tester opens on it. */
  scripts: z.array(testerScript),
});

const imageUrl = z.nullable(z.string());

/** A face cut from the regular style for a few glyphs, declared by every page's head. */
const regularSubsetFace = {
  family: z.string(),
  url: z.string(),
  weight: z.number(),
  style: z.enum(['normal', 'italic']),
};

/** GET /typefaces/{page}: everything the specimen page shows. */
export const getTypeface = {
  params: typefacePage,
  response: z.object({
    family: z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      class: z.string(),
      about: z.string(),
      is_rtl: z.boolean(),
      /** The family's regular style (null for a family without styles). */
      main_style: z.nullable(
        z.object({ id: z.number(), name: z.string(), typeface_subfamily_id: z.number() }),
      ),
      /**
       * The face the title is set in: the regular style's glyphs of the family's name only,
       * declared by every page's head and preloaded by the specimen's (null: no styles).
       */
      title_font: z.nullable(z.object({ ...regularSubsetFace, unicode_range: z.string() })),
      /**
       * The face that stands in for the regular in the tester's first lines until the
       * regular's own file is in: the glyphs of the lines the tester opens on only, declared
       * by every page's head and preloaded by the specimen (null: no styles or samples).
       */
      first_lines_font: z.nullable(z.object(regularSubsetFace)),
      max_font_size: z.number(),
      min_font_size: z.number(),
      default_font_size: z.number(),
      has_small_caps_support: z.boolean(),
      language_text: z.string(),
      scripts: z.array(z.string()),
      version: z.string(),
    }),
    examples: z.array(z.string()),
    editable,
    about: z.object({
      author: z.string(),
      release_date: z.string(),
      styles_no: z.number(),
      version: z.string(),
    }),
    images: z.object({ font: imageUrl, pdf: z.string(), minisite: imageUrl }),
    feature_texts: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        features: z.optional(z.array(z.string())),
      }),
    ),
    /** Posts showing the typeface in use. */
    blogs: z.array(
      z.object({ name: z.string(), slug: z.string(), category: z.string(), image: imageUrl }),
    ),
    meta: z.object({ title: z.string(), description: z.string(), image: imageUrl }),
    font_faces: z.array(style),
    /** "from $50" beside Purchase: the cheapest single style's price; null when none is sold. */
    from_price: z.nullable(z.object({ amount: z.number(), value: z.string() })),
  }),
} satisfies Endpoint;

export type SpecimenAnswer = z.infer<typeof getTypeface.response>;
/** A post that names the family, as its specimen links to it. */
export type SpecimenPostAnswer = SpecimenAnswer['blogs'][number];
