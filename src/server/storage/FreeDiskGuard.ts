import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { ServiceUnavailable } from '../http/ServiceUnavailable';

/** Thrown when DATA_DIR's disk has less free space than MIN_FREE_DISK_MB. */
export class DiskSpaceShort extends ServiceUnavailable {
  constructor() {
    super('The shop is short of disk space; please try again later.', 'disk_full', 60);
    this.name = 'DiskSpaceShort';
  }
}

/** Bytes free to this process on the disk that holds `dir` (statfs's bavail × bsize). */
export type FreeBytesOf = (dir: string) => Promise<number>;

/** DATA_DIR before anything is written to it (on PostgreSQL) is on its first existing parent's disk. */
function existingDirOf(dir: string): string {
  let current = path.resolve(dir);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

const freeBytesByStatfs: FreeBytesOf = async (dir) => {
  const stats = await statfs(existingDirOf(dir));
  return stats.bavail * stats.bsize;
};

/** How long one reading of the free space stands for (docs/operations.md "Free disk space"). */
const READING_MS = 5_000;

/**
 * Refuses what only fills the disk (new quotes, new anonymous carts, shared carts) once the
 * disk that holds DATA_DIR has less than MIN_FREE_DISK_MB free, before it is full, so what
 * must write (a checkout, a paid order, the database's own growth) still finds room. The free
 * space is read at most every few seconds, not per request; reads in between share it.
 */
export class FreeDiskGuard {
  private reading: { at: number; short: Promise<boolean> } | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly minFreeBytes: number,
    private readonly freeBytesOf: FreeBytesOf = freeBytesByStatfs,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws DiskSpaceShort (a 503) when the disk is short of space. */
  async refuseWhenShort(): Promise<void> {
    if (await this.isShort()) throw new DiskSpaceShort();
  }

  isShort(): Promise<boolean> {
    if (this.minFreeBytes <= 0) return Promise.resolve(false);
    const now = this.now();
    if (!this.reading || now - this.reading.at >= READING_MS) {
      const short = this.freeBytesOf(this.dataDir).then(
        (free) => free < this.minFreeBytes,
        // A disk that cannot be read is not a reason to refuse: the write itself will tell.
        () => false,
      );
      this.reading = { at: now, short };
    }
    return this.reading.short;
  }
}
