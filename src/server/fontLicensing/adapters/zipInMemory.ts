import type { ZipArchive } from 'archiver';

/**
 * A zip made in memory: `fill` appends the entries, and the answer is the whole file. The
 * downloads made here are a few megabytes, and a buffer can cross a worker thread.
 */
export async function zipInMemory(
  fill: (archive: ZipArchive) => Promise<void> | void,
): Promise<Buffer> {
  // Loaded on first use: the server thread imports the zip workers only to learn their URLs.
  const { ZipArchive: Archive } = await import('archiver');
  const archive = new Archive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  await fill(archive);
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}
