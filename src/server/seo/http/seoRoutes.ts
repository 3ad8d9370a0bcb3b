import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../catalogue/createCatalogue';
import { perContentVersion } from '../../catalogue/app/perContentVersion';
import { bodyEtag } from '../../http/bodyEtag';
import { encodeBody } from '../../http/encodedBody';
import { HttpError } from '../../http/HttpError';
import { sendEncoded, type EncodedFile } from '../../http/sendEncoded';
import type { SiteType } from '../../siteType/app/siteType';
import { robotsTxt } from '../app/robotsTxt';
import { sitemapXml } from '../app/sitemapXml';
import { isSocialKind, socialCardFacts } from '../app/socialCardFacts';
import { ensureSocialImage } from '../adapters/socialImage';

// Previews are fetched by other sites' crawlers; a day is fresh enough for a changed title.
const SOCIAL_CACHE = 'public, max-age=86400';
const TEXT_CACHE = 'public, max-age=3600';
const SLUG = /^[a-z0-9-]+$/;

const notFound = () => HttpError.of(404, 'Not found.', 'not_found');

async function encodedText(text: string, contentType: string): Promise<EncodedFile> {
  return {
    body: await encodeBody(text),
    etag: bodyEtag(text),
    contentType,
    cacheControl: TEXT_CACHE,
  };
}

/** robots.txt, sitemap.xml (made once per content version) and the PNG social images. */
export function seoRoutes(
  catalogue: Catalogue,
  siteType: SiteType,
  publicUrl: string,
): (app: FastifyInstance) => Promise<void> {
  const robots = encodedText(robotsTxt(publicUrl), 'text/plain; charset=utf-8');
  const sitemap = perContentVersion(catalogue.versions, async () =>
    encodedText(
      sitemapXml(await catalogue.siteIndex.publicPages(), publicUrl),
      'application/xml; charset=utf-8',
    ),
  );
  return async (app) => {
    app.get('/robots.txt', async (request, reply) => sendEncoded(request, reply, await robots));
    app.get('/sitemap.xml', async (request, reply) =>
      sendEncoded(request, reply, await sitemap.get()),
    );
    app.get('/social/:kind/:file', async (request, reply) => {
      const { kind, file } = request.params as { kind: string; file: string };
      const slug = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
      if (!isSocialKind(kind) || !SLUG.test(slug)) throw notFound();
      const card = await socialCardFacts(catalogue, siteType, kind, slug);
      if (!card) throw notFound();
      const png = await ensureSocialImage(
        catalogue.files,
        catalogue.dataDir,
        `${kind}-${slug}`,
        card,
      );
      return reply
        .type('image/png')
        .header('cache-control', SOCIAL_CACHE)
        .send(createReadStream(png));
    });
  };
}
