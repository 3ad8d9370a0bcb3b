import { describe, expect, it } from 'vitest';
import { recentReading } from '../../../src/server/caching/recentReading';

function counter() {
  let reads = 0;
  let value = 'first';
  return {
    read: async () => {
      reads += 1;
      return value;
    },
    set: (next: string) => (value = next),
    reads: () => reads,
  };
}

describe('recentReading', () => {
  it('serves concurrent callers from one read', async () => {
    const source = counter();
    const reading = recentReading(source.read, 1000);
    expect(await Promise.all([reading.get(), reading.get(), reading.get()])).toEqual([
      'first',
      'first',
      'first',
    ]);
    expect(source.reads()).toBe(1);
  });

  it('reads again once the value is older than the limit, or after forget', async () => {
    const source = counter();
    let clock = 0;
    const reading = recentReading(source.read, 1000, () => clock);
    await reading.get();
    source.set('second');
    clock = 999;
    expect(await reading.get()).toBe('first');
    clock = 1000;
    expect(await reading.get()).toBe('second');
    source.set('third');
    reading.forget();
    expect(await reading.get()).toBe('third');
    expect(source.reads()).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const reading = recentReading(async () => {
      if (fail) throw new Error('database down');
      return 'back';
    }, 1000);
    await expect(reading.get()).rejects.toThrow('database down');
    fail = false;
    expect(await reading.get()).toBe('back');
  });
});
