import { describe, expect, it } from 'vitest';
import type { ContentVersionWatch } from '../../../src/server/content/app/contentVersionWatch';
import { perContentVersion } from '../../../src/server/catalogue/app/perContentVersion';

/** A content version the test raises by hand, as an import would. */
function versionWatch(): ContentVersionWatch & { raise(): void } {
  let version = 1;
  return {
    current: async () => version,
    forget: () => undefined,
    raise: () => (version += 1),
  };
}

describe('perContentVersion', () => {
  it('loads once while the content version stays, and again after an import', async () => {
    const versions = versionWatch();
    let loads = 0;
    const value = perContentVersion(versions, async () => `loaded ${++loads}`);
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([
      'loaded 1',
      'loaded 1',
      'loaded 1',
    ]);
    expect(await value.get()).toBe('loaded 1');
    versions.raise();
    expect(await value.get()).toBe('loaded 2');
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const value = perContentVersion(versionWatch(), async () => {
      if (fail) throw new Error('database down');
      return 'back';
    });
    await expect(value.get()).rejects.toThrow('database down');
    fail = false;
    expect(await value.get()).toBe('back');
  });
});
