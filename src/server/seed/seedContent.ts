import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { contentDirectory } from '../content/contentDirectory';
import { importContent } from '../content/importContent';
import type { Database } from '../database/schema';

export interface SeedContentResult {
  /** Lines for the operator: what was imported, created or left as it was. */
  notes: string[];
}

/**
 * Imports the foundry's own content from `content/` (typefaces with their font files,
 * posts, case studies, pages) into the database. Idempotent: `serve` runs it on every
 * start, and an unchanged content tree is skipped (see contentFingerprint).
 */
export async function seedContent(
  db: Kysely<Database>,
  _config: ServerConfig,
): Promise<SeedContentResult> {
  const result = await importContent(db, contentDirectory());
  return { notes: result.notes };
}
