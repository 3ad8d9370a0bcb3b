import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFingerprint } from '../../../src/server/content/adapters/contentFingerprint';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function contentTree(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'content-fingerprint-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(folder, name), text);
  }
  return folder;
}

describe('the content fingerprint', () => {
  it('is the same for a fresh copy of the same content, whatever its modification times', async () => {
    const original = await contentTree({ 'a.md': 'alpha', 'b.yaml': 'beta: 1' });
    const copy = await contentTree({ 'a.md': 'alpha', 'b.yaml': 'beta: 1' });
    await utimes(path.join(copy, 'a.md'), new Date('2001-01-01'), new Date('2001-01-01'));
    expect(await contentFingerprint(copy)).toBe(await contentFingerprint(original));
  });

  it('changes when a file changes, even to the same size', async () => {
    const before = await contentTree({ 'a.md': 'alpha' });
    const fingerprint = await contentFingerprint(before);
    await writeFile(path.join(before, 'a.md'), 'alphb');
    expect(await contentFingerprint(before)).not.toBe(fingerprint);
  });
});
