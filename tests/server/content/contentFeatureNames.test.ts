import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readContentFeatureNames,
  withContentFeatureNames,
} from '../../../src/server/content/adapters/fonts/contentFeatureNames';

const folderWith = (yaml: string | null) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'features-yaml-'));
  if (yaml !== null) writeFileSync(path.join(folder, 'features.yaml'), yaml);
  return folder;
};

describe("a typeface's features.yaml", () => {
  it('names the sets the font leaves unnamed, never over the font’s own names', async () => {
    const names = await readContentFeatureNames(
      folderWith('ss01: Petite capitals\nss02: Round dots\n'),
    );
    expect(names).toEqual({ ss01: 'Petite capitals', ss02: 'Round dots' });
    expect(withContentFeatureNames({ ss02: 'Square dots' }, names)).toEqual({
      ss01: 'Petite capitals',
      ss02: 'Square dots',
    });
  });

  it('is optional, and refuses what is not a tag with a name', async () => {
    expect(await readContentFeatureNames(folderWith(null))).toEqual({});
    await expect(readContentFeatureNames(folderWith('ss1: x\n'))).rejects.toThrow(/"ss1"/);
    await expect(readContentFeatureNames(folderWith('- ss01\n'))).rejects.toThrow(/must map/);
  });
});
