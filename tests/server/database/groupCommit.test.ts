import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../src/server/database/groupCommit';

describe('writes committed in groups', () => {
  it('commits the writes of one turn together, and each caller once its write is in', async () => {
    const committed: number[][] = [];
    const group = new GroupCommit<number>(async (writes) => {
      await Promise.resolve();
      committed.push([...writes]);
    });
    let answered = 0;
    const first = [1, 2, 3].map((n) => group.add(n).then(() => answered++));
    expect(committed).toEqual([]);
    await Promise.all(first);
    expect(committed).toEqual([[1, 2, 3]]);
    expect(answered).toBe(3);
    await group.add(4);
    expect(committed).toEqual([[1, 2, 3], [4]]);
  });

  it('puts the writes that come during a commit in the next batch, at most maxBatch a batch', async () => {
    const committed: number[][] = [];
    let release: () => void = () => undefined;
    const group = new GroupCommit<number>(async (writes) => {
      committed.push([...writes]);
      if (writes[0] === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 2);
    const first = group.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(committed).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => group.add(n));
    release();
    await Promise.all([first, ...later]);
    expect(committed).toEqual([[1], [2, 3], [4]]);
  });

  it('fails only the write that cannot be stored, not the others of its batch', async () => {
    const committed: number[][] = [];
    const group = new GroupCommit<number>(async (writes) => {
      if (writes.includes(2)) throw new Error('refused');
      committed.push([...writes]);
    });
    const answers = await Promise.allSettled([1, 2, 3].map((n) => group.add(n)));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed).toEqual([[1], [3]]);
    await expect(group.add(5)).resolves.toBeUndefined();
  });
});
