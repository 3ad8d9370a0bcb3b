// Neither package ships type declarations; these cover only what the trial fonts use.

// catalogue/files/subset-font.d.ts declares the function; the trial fonts also pass these.
declare module 'subset-font' {
  interface SubsetFontOptions {
    /** OpenType layout features to keep; all are kept when left out. */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
}

declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface ArchiveEntry {
    name: string;
    date?: Date;
    mode?: number;
    /** Stored without compression (zip entries only). */
    store?: boolean;
  }

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; forceZip64?: boolean });
    append(source: Buffer | string | Readable, entry: ArchiveEntry): this;
    finalize(): Promise<void>;
    pointer(): number;
  }
}
