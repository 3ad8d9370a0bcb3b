import { PLACEHOLDER_IMAGE } from '../../site/siteImages';

/**
 * Content images are stored as paths relative to content/ and served under /content/;
 * absolute paths and URLs pass through. No image at all shows the placeholder (docs/spec.md §9).
 */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/content/${path}`;
}
