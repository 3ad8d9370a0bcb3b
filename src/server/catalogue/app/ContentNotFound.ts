import type { Result } from '../../application/Result';

/**
 * No such typeface, post, page or case study in the imported content: what the catalogue's
 * content ports (CatalogueContent.ts) answer for an unknown slug, in words for the visitor.
 * The routes answer it 404 `not_found`; a page head keeps the route's own head instead.
 */
export interface ContentNotFound {
  name: 'ContentNotFound';
  message: string;
}

export function contentNotFound(message: string): ContentNotFound {
  return { name: 'ContentNotFound', message };
}

/** What the content port answers for a slug or id: the content, or ContentNotFound. */
export type Found<T> = Result<T, ContentNotFound>;
