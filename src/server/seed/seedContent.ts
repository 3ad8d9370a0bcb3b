import { contentDirectory } from '../content/app/contentDirectory';
import type { KyselyContentImport } from '../contentImport/KyselyContentImport';

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
  contentImport: Pick<KyselyContentImport, 'import'>,
): Promise<SeedContentResult> {
  const result = await contentImport.import(contentDirectory());
  return { notes: result.notes };
}
