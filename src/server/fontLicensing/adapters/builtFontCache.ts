import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../storage/writeFileAtomically';

/**
 * Fonts made from a retail file before it is stamped (a subset to the licensed scripts, a
 * static instance), kept under DATA_DIR/files/fonts: the same (file, scripts, instance) is
 * asked for by every order of that style, and making it is a HarfBuzz pass of a second or
 * so where stamping the made font takes milliseconds. Named after everything they are made
 * from, so a changed retail file or a new way of making them is a new name, never a stale
 * file; deleting the folder loses nothing. A null directory builds every time.
 */
export class BuiltFontCache {
  constructor(private readonly directory: string | null) {}

  async get(source: string, variant: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (!this.directory) return make();
    const info = await stat(source);
    const key = createHash('sha256')
      .update(`${BUILT_FONT_FORMAT}\0${source}\0${info.size}\0${info.mtimeMs}\0${variant}`)
      .digest('hex')
      .slice(0, 32);
    const file = path.join(this.directory, `${key}${path.extname(source).toLowerCase()}`);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const made = await make();
    await writeFileAtomically(file, made);
    return made;
  }
}

/** Bump when the way subsets or instances are made changes, so older files are not used. */
const BUILT_FONT_FORMAT = 'built-font-v1';

/** Where the built fonts are kept, beside the order downloads. */
export function builtFontsDirectory(dataDir: string): string {
  return path.join(dataDir, 'files', 'fonts');
}
