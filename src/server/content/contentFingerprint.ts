import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A hash of every file's path, size and modification time under content/: a start-up
 * seed with an unchanged tree skips the import (parsing 40 fonts on every start would slow
 * each deploy for nothing). Reading contents would be exact but costs as much as importing.
 */
export async function contentFingerprint(contentDir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile()) {
        const info = await stat(full);
        hash.update(`${path.relative(contentDir, full)}\0${info.size}\0${info.mtimeMs}\n`);
      }
    }
  };
  await walk(contentDir);
  return hash.digest('hex');
}
