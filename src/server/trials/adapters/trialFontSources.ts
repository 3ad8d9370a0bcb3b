import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { TrialFontSource } from '../app/TrialPackagePlan';

const FONT_FILE = /\.(ttf|otf)$/i;

/**
 * The families whose `typeface.yaml` says `trial: true`, read from content/typefaces/ (the
 * same files the catalogue import reads), so the trial zip follows the content, not the
 * database.
 */
export async function listTrialFontSources(contentDir: string): Promise<TrialFontSource[]> {
  const root = path.join(contentDir, 'typefaces');
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const typefaces: TrialFontSource[] = [];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    let meta: { name?: unknown; trial?: unknown };
    try {
      meta = (parse(await readFile(path.join(dir, 'typeface.yaml'), 'utf8')) ?? {}) as typeof meta;
    } catch {
      continue; // a folder without metadata is not a published family
    }
    if (meta.trial !== true) continue;
    const fontFiles = (await readdir(dir))
      .filter((file) => FONT_FILE.test(file))
      .sort()
      .map((file) => path.join(dir, file));
    if (fontFiles.length === 0) continue;
    typefaces.push({ name: typeof meta.name === 'string' ? meta.name : folder, fontFiles });
  }
  return typefaces;
}
