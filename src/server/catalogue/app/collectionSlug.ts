/** The route parameter arrives as "garamonds-collection" or "garamonds". */
export function collectionSlug(page: string): string {
  return page.replace(/-?collection$/, '');
}
