import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The names in a folder the server fills on demand; none while it has not been made yet. */
export async function filesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * The names of the files in `directory` last modified before `before` (an ISO time, as
 * cutoff() gives). A file that goes meanwhile (another server sharing DATA_DIR swept it, a
 * write in progress was renamed) is simply not listed.
 */
export async function filesModifiedBefore(directory: string, before: string): Promise<string[]> {
  const limitMs = Date.parse(before);
  const names: string[] = [];
  for (const name of await filesIn(directory)) {
    const info = await stat(path.join(directory, name)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (info?.isFile() && info.mtimeMs < limitMs) names.push(name);
  }
  return names;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
