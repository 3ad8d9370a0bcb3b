import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DETECTOR_VERSION } from './fonts/familyTesterFeatures';

/**
 * A hash of every file's path and bytes under content/: a start-up seed with unchanged
 * content skips the import (parsing 40 fonts on every start would slow each deploy for
 * nothing). The bytes, not modification times: a fresh checkout or copy of the same content
 * (a deploy, a new machine, every process of a cluster) has new times but is the same
 * content, and must not import again and empty every cache. The 16 MB of content/ hash in
 * well under a second; a file is streamed, never read whole. The version of what the import
 * reads from the fonts counts too: a release that reads more of them imports once again.
 */
export async function contentFingerprint(contentDir: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`tester features v${DETECTOR_VERSION}\n`);
  const walk = async (folder: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile()) {
        const file = createHash('sha256');
        for await (const chunk of createReadStream(full)) file.update(chunk as Buffer);
        hash.update(`${path.relative(contentDir, full)}\0${file.digest('hex')}\n`);
      }
    }
  };
  await walk(contentDir);
  return hash.digest('hex');
}
