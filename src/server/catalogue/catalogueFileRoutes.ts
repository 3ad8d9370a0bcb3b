import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/HttpError';
import { sendEncoded } from '../http/sendEncoded';
import type { Catalogue } from './catalogue';
import { ensureWebfont } from './files/webfonts';

/** Versioned by ?v=<file hash>: a changed font gets a new URL, so the old one never changes. */
const WEBFONT_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=86400';
const STYLE_FILE = /^([a-z0-9-]+)\.woff2$/;

const notFound = () => HttpError.of(404, 'Not found.', 'not_found');

/** /fonts/<family>/<style>.woff2 (made on first request) and /content/images/… from content/. */
export function catalogueFileRoutes(catalogue: Catalogue): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    app.get('/fonts/:family/:file', async (request, reply) => {
      const { family, file } = request.params as { family: string; file: string };
      const styleSlug = STYLE_FILE.exec(file)?.[1];
      if (!styleSlug) throw notFound();
      const style = await catalogue.styleFiles.find(family, styleSlug);
      if (!style) throw notFound();
      const woff2 = await ensureWebfont(
        catalogue.files,
        catalogue.webfontDir,
        catalogue.contentDir,
        { typefaceSlug: family, fileName: style.fileName },
      );
      const version = (request.query as { v?: unknown }).v;
      return reply
        .type('font/woff2')
        .header('cache-control', version === style.fileHash ? WEBFONT_CACHE : UNVERSIONED_CACHE)
        .header('access-control-allow-origin', '*')
        .send(createReadStream(woff2));
    });

    app.get('/content/images/*', async (request, reply) => {
      const image = await catalogue.images.find((request.params as { '*': string })['*']);
      if (!image) throw notFound();
      // An SVG opened directly is a document: it must not run scripts on our origin.
      if (image.contentType === 'image/svg+xml')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return sendEncoded(request, reply, image);
    });
  };
}
