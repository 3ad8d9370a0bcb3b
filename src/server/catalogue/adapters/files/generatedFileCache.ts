import { stat } from 'node:fs/promises';
import { writeFileAtomically } from '../../../storage/writeFileAtomically';

/**
 * Files made from the retail fonts (web fonts, specimen PDFs, order downloads) are expensive
 * (a second or two each), so they are made on first request and kept on disk under
 * DATA_DIR/files. Concurrent requests for the same file wait for one generation; a failed one
 * leaves no file and no entry behind, so the next request tries again.
 */
/** For a file made from what never changes (a paid order, a quote): any copy on disk is current. */
export const NEVER_STALE = 0;

export class GeneratedFileCache {
  private inFlight = new Map<string, Promise<string | null>>();

  /** The target path, generated first when missing or older than `sourceMtimeMs`. */
  ensure(target: string, sourceMtimeMs: number, generate: () => Promise<Buffer>): Promise<string>;
  /** The same for a file there may be nothing to make of: `generate` answers null, no file. */
  ensure(
    target: string,
    sourceMtimeMs: number,
    generate: () => Promise<Buffer | null>,
  ): Promise<string | null>;
  ensure(
    target: string,
    sourceMtimeMs: number,
    generate: () => Promise<Buffer | null>,
  ): Promise<string | null> {
    const running = this.inFlight.get(target);
    if (running) return running;
    const made = (async () => {
      const existing = await stat(target).catch(() => undefined);
      if (existing && existing.mtimeMs >= sourceMtimeMs) return target;
      const content = await generate();
      if (content === null) return null;
      await writeFileAtomically(target, content);
      return target;
    })().finally(() => this.inFlight.delete(target));
    this.inFlight.set(target, made);
    return made;
  }
}
