/** docs/spec.md §3 "Item": action_type 1 is a link button to action_value, 2 plain header text. */
export const COLLECTION_ACTION = { link: 1, header: 2 } as const;

export interface CollectionItem {
  title: string;
  /** Typeface page slug, with what its sample needs. */
  typeface: { name: string; page: string; class: string; overview_text: string } | null;
  image: { path: string } | null;
  description: string;
  action_type: number;
  action_value: string | null;
  action_header: string;
}

/** docs/spec.md §3 "Typeface collection". */
export interface TypefaceCollection {
  id: number;
  name: string;
  description: string;
  about: string;
  sections: { name: string; items: CollectionItem[] }[];
  minisite_url: string | null;
  minisite_link_name: string | null;
  minisite_image: { path: string } | null;
  minisite_image_gif: { path: string } | null;
  /** docs/spec.md §2 'Other typefaces': the families the collection does not show. */
  other_typefaces: { name: string; page: string; class: string }[];
}
