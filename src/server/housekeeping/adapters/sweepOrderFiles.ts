import { rm } from 'node:fs/promises';
import path from 'node:path';
import { filesModifiedBefore } from './folderFiles';

/**
 * Removes the order downloads OrderFiles cached in `directory` that nobody has downloaded
 * since `before` (it marks a file's mtime at every download); the next download builds the
 * file again from the order's row. A file being built is safe: it is written under a
 * temporary name with a fresh mtime and renamed into place, and only a temporary file a
 * crashed server left behind is ever this old.
 */
export async function sweepOrderFiles(directory: string, before: string): Promise<number> {
  const stale = await filesModifiedBefore(directory, before);
  for (const name of stale) await rm(path.join(directory, name), { force: true });
  return stale.length;
}
