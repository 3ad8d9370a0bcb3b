import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inProcessHeaders } from '../http/inProcessRequest';
import type { LocalApiCall, PageRenderer, PageRendererModule } from './PageRenderer';

/**
 * The UI's server entry, as Vite built it beside the browser's files (dist/render beside
 * dist/client). Loaded by file, not imported: the server bundle holds no browser code. None
 * when the front end is not built (API-only development, the server's own tests).
 */
export async function loadPageRenderer(
  clientDir: string,
  call: LocalApiCall,
): Promise<PageRenderer | null> {
  const entry = path.join(clientDir, '..', 'render', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  return module.createPageRenderer(call);
}

/** API GETs answered in-process, as a guest, through every hook a browser's call meets. */
export function injectedApiCall(app: FastifyInstance, apiPrefix: string): LocalApiCall {
  return async (pathAndQuery) => {
    const response = await app.inject({
      method: 'GET',
      url: `${apiPrefix}${pathAndQuery}`,
      headers: { accept: 'application/json', ...inProcessHeaders() },
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
}
