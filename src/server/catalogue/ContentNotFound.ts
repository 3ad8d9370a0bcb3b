import { HttpError } from '../http/HttpError';

/**
 * No such typeface, post, page or case study in the imported content: what the catalogue's
 * content port (CatalogueContent) throws for an unknown slug. The routes answer it 404
 * (`readContent`); a page head keeps the route's own head instead.
 */
export class ContentNotFound extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentNotFound';
  }
}

/** `read()` as a route reads the content port: an unknown slug is answered 404 `not_found`. */
export async function readContent<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ContentNotFound) throw HttpError.of(404, error.message, 'not_found');
    throw error;
  }
}
