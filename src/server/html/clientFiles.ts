import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime';
import { bodyEtag } from '../http/bodyEtag';
import type { EncodedFile } from '../http/sendEncoded';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
// Files from public/ (the placeholder and social images) keep their names across deploys.
const RENAMED_ON_CHANGE_CACHE = 'public, max-age=3600';
// Vite names its output `name-HASH.ext`; only such a file can be cached forever.
const CONTENT_HASHED = /^assets\/.*-[\w-]{8}\.[a-z0-9]+$/i;
// The brotli and gzip copies the build writes beside each asset (vite.config.ts).
const PRECOMPRESSED = /\.(br|gz)$/;
// The page template: served raw it would have no page head (frontendRoutes fills it per page).
const TEMPLATE = 'index.html';
// The build's source maps (vite.config.ts `sourcemap: true`): they show the original source.
const SOURCE_MAP = /\.map$/;

export interface ClientFileOptions {
  /** Serve *.map files; false in production, where only developers' machines need them. */
  sourceMaps: boolean;
}

/**
 * The built front end (a megabyte or two, written once per deploy), read into memory when
 * the server starts, keyed by URL path: '/assets/index-Ab12Cd34.js'. A request is answered
 * from memory with the build's own brotli or gzip copy, never by opening files: opening a
 * file, and first trying its .br and .gz names, is what made static files the slowest
 * answers under load (bench:api).
 */
export async function loadClientFiles(
  clientDir: string,
  options: ClientFileOptions,
): Promise<Map<string, EncodedFile>> {
  const files = new Map<string, EncodedFile>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      // Server tests and API-only development run without a front-end build.
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const names = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name))),
  );
  for (const name of names) {
    if (PRECOMPRESSED.test(name) || name === TEMPLATE) continue;
    if (!options.sourceMaps && SOURCE_MAP.test(name)) continue;
    const read = (suffix: string) =>
      names.has(name + suffix) ? readFile(path.join(clientDir, name + suffix)) : undefined;
    const [identity, br, gzip] = await Promise.all([read(''), read('.br'), read('.gz')]);
    if (!identity) continue;
    const urlPath = name.split(path.sep).join('/');
    const type = mime.getType(name) ?? 'application/octet-stream';
    files.set(`/${urlPath}`, {
      body: { identity, br, gzip },
      etag: bodyEtag(identity),
      contentType: /^text\/|javascript|json|svg|xml/.test(type) ? `${type}; charset=utf-8` : type,
      cacheControl: CONTENT_HASHED.test(urlPath) ? IMMUTABLE_CACHE : RENAMED_ON_CHANGE_CACHE,
    });
  }
  return files;
}
