import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from '../../http/apiNotFound';
import { HttpError } from '../../http/HttpError';
import { sendEncoded } from '../../http/sendEncoded';
import type { Catalogue } from '../createCatalogue';
import { nameSubsetVariant, nameTextVersion } from '../app/answers/nameFaces';
import { titleSubsetVariant } from '../app/answers/titleFace';
import { isUnicodeSubset } from '../app/files/unicodeSubsets';
import { testerSubsetOf } from '../app/files/testerSubset';
import { ensureTesterWebfont } from '../adapters/files/testerWebfonts';
import { ensureFirstLinesWebfont } from '../adapters/files/firstLinesWebfont';
import {
  ensureScriptWebfont,
  ensureSubsetWebfont,
  ensureWebfont,
} from '../adapters/files/webfonts';
import type { StyleFile } from '../app/StyleFiles';

/** Versioned by ?v=<file hash>: a changed font gets a new URL, so the old one never changes. */
const WEBFONT_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=86400';
/**
 * '<style>.woff2' (every glyph), '<style>.<script>.woff2', '<style>.<script>-tester.woff2',
 * '<style>.names.woff2', '<style>.title.woff2' or '<style>.first-lines.woff2' (subsets).
 */
const STYLE_FILE = /^([a-z0-9-]+)(?:\.([a-z-]+))?\.woff2$/;

const notFound = () => HttpError.of(404, NOT_FOUND_MESSAGE, 'not_found');

/**
 * The file a font URL names, and the version (?v=) that makes it immutable: the whole style,
 * one script of it (the site's own reading faces), the glyphs of the family's names, those
 * of its specimen's title, or those of its tester's first lines.
 */
async function webfontOf(
  catalogue: Catalogue,
  family: string,
  style: StyleFile,
  variant: string | undefined,
): Promise<{ path: string; version: string } | undefined> {
  const source = { typefaceSlug: family, fileName: style.fileName };
  const { files, webfontDir, contentDir } = catalogue;
  if (variant === undefined) {
    const made = await ensureWebfont(files, webfontDir, contentDir, source);
    return { path: made, version: style.fileHash };
  }
  if (variant === 'names' || variant === 'title') {
    const texts = variant === 'names' ? catalogue.nameTexts : catalogue.titleTexts;
    const text = (await texts.get()).get(family);
    if (!text) return undefined;
    const made = await ensureSubsetWebfont(
      files,
      webfontDir,
      contentDir,
      source,
      variant === 'names' ? nameSubsetVariant(text) : titleSubsetVariant(text),
      async () => text,
      false,
    );
    return { path: made, version: nameTextVersion(text, style.fileHash) };
  }
  if (variant === 'first-lines') {
    const text = (await catalogue.firstLinesTexts.get()).get(family);
    if (!text) return undefined;
    const made = await ensureFirstLinesWebfont(files, webfontDir, contentDir, source, text);
    return { path: made, version: nameTextVersion(text, style.fileHash) };
  }
  const testerSubset = testerSubsetOf(variant);
  if (testerSubset) {
    const made = await ensureTesterWebfont(files, webfontDir, contentDir, source, testerSubset);
    return made === null ? undefined : { path: made, version: style.fileHash };
  }
  if (!isUnicodeSubset(variant)) return undefined;
  // The font is read only when the file is made; a script the font lacks is not found.
  const made = await ensureScriptWebfont(files, webfontDir, contentDir, source, variant);
  return made === null ? undefined : { path: made, version: style.fileHash };
}

/** /fonts/<family>/<style>.woff2 (made on first request) and /content/images/… from content/. */
export function catalogueFileRoutes(catalogue: Catalogue): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    app.get('/fonts/:family/:file', async (request, reply) => {
      const { family, file } = request.params as { family: string; file: string };
      const [, styleSlug, variant] = STYLE_FILE.exec(file) ?? [];
      if (!styleSlug) throw notFound();
      const style = await catalogue.styleFiles.find(family, styleSlug);
      if (!style) throw notFound();
      const made = await webfontOf(catalogue, family, style, variant);
      if (!made) throw notFound();
      const version = (request.query as { v?: unknown }).v;
      return reply
        .type('font/woff2')
        .header('cache-control', version === made.version ? WEBFONT_CACHE : UNVERSIONED_CACHE)
        .header('access-control-allow-origin', '*')
        .send(createReadStream(made.path));
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
