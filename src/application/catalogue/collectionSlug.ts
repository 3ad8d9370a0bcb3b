/** docs/spec.md §2: /typeface/{font} is a collection page when the parameter contains the word collection. */
export function isCollectionParam(font: string): boolean {
  return font.includes('collection');
}

/** 'garamonds-collection' → 'garamonds' (the word and its joining hyphen are stripped). */
export function collectionSlugOf(font: string): string {
  return font.replace(/-?collection-?/, '');
}
