import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Answers read from a font file by shaping it (its tester features, its glyph set) take
 * seconds, and every import, server and test app would repeat them: each is kept on disk
 * under a name holding the file's content hash, which changes with the file. Safe to delete.
 */
export const FONT_ANSWER_CACHE_DIR = path.join(tmpdir(), 'foundry-tester-features');

export async function cachedFontAnswer<T>(name: string, compute: () => Promise<T>): Promise<T> {
  const cacheFile = path.join(FONT_ANSWER_CACHE_DIR, `${name}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as T;
  } catch {
    const answer = await compute();
    await mkdir(FONT_ANSWER_CACHE_DIR, { recursive: true });
    // Written aside and renamed: a parallel import never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(answer));
    await rename(partial, cacheFile);
    return answer;
  }
}
