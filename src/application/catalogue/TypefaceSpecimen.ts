import type { DataSetting } from '../../domain/typeTester/fontFeatureSettings';
import type { WebFontFace } from './TypefaceSummary';

/** One style of a subfamily, with its web font. */
export interface SpecimenStyle {
  id: number;
  name: string;
  font: WebFontFace;
}

export interface SpecimenSubfamily {
  id: number;
  name: string;
  sort_order: number;
  styles: SpecimenStyle[];
}

/** An OpenType feature the tester can switch (spec §3 "selected OpenType features"). */
export interface OpenTypeFeature {
  name: string;
  data_setting: DataSetting;
}

/** A group of features of which at most one is selected (e.g. figures, stylistic sets). */
export interface OpenTypeGroup {
  name: string;
  sort_order: number;
  otfs: OpenTypeFeature[];
}

/** A post a typeface page lists ('in use' and recent posts). */
export interface SpecimenPost {
  name: string;
  slug: string;
  category: string;
  image: string | null;
  typeface?: string | null;
  description?: string | null;
}

/** Spec §3 "Typeface data for the specimen page". */
export interface TypefaceSpecimen {
  family: {
    name: string;
    slug: string;
    class: string;
    about: string;
    is_rtl: boolean;
    main_style: { typeface_subfamily_id: number };
    min_font_size: number;
    max_font_size: number;
    default_font_size: number;
    has_small_caps_support: boolean;
    language_text: string;
    minisite_url?: string | null;
  };
  /** Sample sentences for the editable lines. */
  examples: string[];
  editable: {
    subfamilies: SpecimenSubfamily[];
    otf_groups: OpenTypeGroup[];
    small_caps_feature?: { data_setting: DataSetting } | null;
  };
  about: { author: string; release_date: string; styles_no: number };
  /** `minisite` is the minisite's address; `font` the family's picture. */
  images: { font?: string | null; pdf?: string | null; minisite?: string | null };
  feature_texts: { title: string; text: string }[];
  /** Posts showing the typeface in use. */
  blogs: SpecimenPost[];
  meta: { title: string; description: string; image: string | null };
}
