import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyCartRepository } from '../../../src/server/cart/adapters/KyselyCartRepository';
import { newSecretToken } from '../../../src/server/security/secretTokens';
import type { CartSelection } from '../../../src/domain/cart/CartSelection';
import { registerUser } from '../accounts/accountClient';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const selection = (family: string): CartSelection => ({
  items: [
    {
      kind: 'families',
      optionId: family,
      typefacePage: family,
      options: { desktop: 0, web: null, app: null },
      scripts: [],
    },
  ],
  buyer: null,
});

/** Counts the INSERT statements the database is sent. */
function insertCounter(): KyselyPlugin & { inserts: number } {
  return {
    inserts: 0,
    transformQuery({ node }: { node: RootOperationNode }) {
      if (node.kind === 'InsertQueryNode') this.inserts++;
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
}

describe('carts saved at the same moment', () => {
  it('are all stored, in one statement, each as its last save left it', async () => {
    const counter = insertCounter();
    const carts = new KyselyCartRepository(testApp.database.db.withPlugin(counter));
    await registerUser(testApp, 'grouped-carts@example.com');
    const user = await testApp.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'grouped-carts@example.com')
      .executeTakeFirstOrThrow();
    const tokens = Array.from({ length: 30 }, () => newSecretToken());
    const shared = newSecretToken();
    await Promise.all([
      ...tokens.map((token, i) => carts.save(token, selection(`family-${i}`), null, null)),
      // One cart saved three times at once: by its owner, then twice as a guest.
      carts.save(shared, selection('first'), user.id, 'SPRING'),
      carts.save(shared, selection('second'), null, null),
      carts.save(shared, selection('third'), null, 'AUTUMN'),
    ]);
    expect(counter.inserts).toBe(1);
    for (const [i, token] of tokens.entries()) {
      expect((await carts.findByToken(token))?.items[0]?.optionId).toBe(`family-${i}`);
    }
    expect((await carts.findByToken(shared))?.items[0]?.optionId).toBe('third');
    expect(await carts.heldDiscountCode(shared)).toBe('AUTUMN');
    expect((await carts.findLatestOfUser(user.id))?.items[0]?.optionId).toBe('third');

    // A guest's later save keeps the owner, as one save after another would.
    await carts.save(shared, selection('fourth'), null, null);
    expect(counter.inserts).toBe(2);
    expect((await carts.findLatestOfUser(user.id))?.items[0]?.optionId).toBe('fourth');
  });
});
