import path from 'node:path';

/**
 * Where the foundry's content lives: CONTENT_DIR, else `content/` in the working directory
 * (the repository root, where `node dist/server/main.js` runs). Not in ServerConfig: only
 * the import and the file routes of the catalogue read it.
 */
export function contentDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CONTENT_DIR?.trim() || 'content');
}

/** A path from the content's YAML ("images/blog/x.svg") as the URL the site serves it at. */
export function contentImageUrl(relativePath: string | null): string | null {
  if (!relativePath) return null;
  return `/content/${relativePath.replace(/^\/+/, '')}`;
}
