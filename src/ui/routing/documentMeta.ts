/** The per-page `<head>` fields of docs/spec.md §2: title, description and social image. */
export interface DocumentMeta {
  title: string;
  description: string;
  /** Site-relative or absolute URL of the social preview image. */
  image: string;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Link previews need an absolute image address. */
function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

export function applyDocumentMeta({ title, description, image }: DocumentMeta): void {
  document.title = title;
  upsertMeta('name', 'description', description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:image', absoluteUrl(image));
}
