/** docs/spec.md §3 "Item": actionType 1 is a link button to actionValue, 2 plain header text. */
export const COLLECTION_ACTION = { link: 1, header: 2 } as const;

export interface CollectionItem {
  title: string;
  /** Typeface page slug, with what its sample needs. */
  typeface: { name: string; page: string; class: string; overviewText: string } | null;
  image: { path: string } | null;
  description: string;
  actionType: number;
  actionValue: string | null;
  actionHeader: string;
}

/** docs/spec.md §3 "Typeface collection". */
export interface TypefaceCollection {
  id: number;
  name: string;
  description: string;
  about: string;
  sections: { name: string; items: CollectionItem[] }[];
  minisiteUrl: string | null;
  minisiteLinkName: string | null;
  minisiteImage: { path: string } | null;
  minisiteImageGif: { path: string } | null;
  /** docs/spec.md §2 'Other typefaces': the families the collection does not show. */
  otherTypefaces: { name: string; page: string; class: string }[];
}
