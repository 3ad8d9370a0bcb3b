import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTypeface } from '../../src/contract/catalogue/specimen';
import { getGlyphSet, getSubfamilyStyles } from '../../src/contract/catalogue/glyphs';
import { getCollection, getTypefaces } from '../../src/contract/catalogue/typefaces';
import {
  getBlogCategories,
  getBlogTypefaces,
  getFilteredPosts,
  getPost,
  getPosts,
} from '../../src/contract/blog';
import { getSettings } from '../../src/contract/settings';
import { getShop } from '../../src/contract/shop';
import { getFreeTrialsPage } from '../../src/contract/trials';
import { contractAnswerCheck } from './support/contractAnswer';
import { createTestApp, type TestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const expectContractAnswer = contractAnswerCheck(() => testApp);

describe('answers in the shape of the wire contract', () => {
  it('settings, the library, a specimen, its glyphs, a subfamily and a shop', async () => {
    await expectContractAnswer(getSettings, '/settings');
    const library = await expectContractAnswer(getTypefaces, '/typefaces');
    const collection = (library.data as Array<{ type: string; page: string }>).find(
      (entry) => entry.type === 'collection',
    );
    expect(collection).toBeDefined();
    await expectContractAnswer(getCollection, `/collections/${collection?.page}`);
    const specimen = await expectContractAnswer(getTypeface, '/typefaces/eb-garamond');
    const [subfamilyId] = Object.keys(
      (specimen.editable as { subfamilies: Record<string, unknown> }).subfamilies,
    );
    await expectContractAnswer(getSubfamilyStyles, `/subfamilies/${subfamilyId}/styles`);
    await expectContractAnswer(getGlyphSet, '/typefaces/eb-garamond/styles/regular/glyphs');
    await expectContractAnswer(getShop, '/shops/eb-garamond');
    await expectContractAnswer(getShop, '/shops/inter');
    await expectContractAnswer(getFreeTrialsPage, '/pages/free_trials');
  });

  it('refuses a form body outside its contract with field errors, before the form rules', async () => {
    for (const path of ['/trials', '/subscribe']) {
      const response = await testApp.api.post(path, { email: { address: 'a@b.example' } });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual([
        { field: 'email', message: 'email must be text.', rule: 'validation' },
      ]);
    }
    // A field of the right shape that breaks a form rule is the form's business: 422.
    expect((await testApp.api.post('/subscribe', { email: 'nope' })).statusCode).toBe(422);
  });

  it('the blog: its lists, a filtered list, a post, its typefaces and categories', async () => {
    const posts = await expectContractAnswer(getPosts, '/blog/posts?count=5');
    const [first] = posts.data as Array<{ category: string; slug: string }>;
    await expectContractAnswer(getFilteredPosts, '/blog/posts/filter/in-use?page=2');
    await expectContractAnswer(getPost, `/blogs/${first?.category}/${first?.slug}`);
    await expectContractAnswer(getBlogTypefaces, '/blog/posts/typefaces');
    await expectContractAnswer(getBlogCategories, '/blog/categories');
  });

  it('refuses a path parameter outside its contract with a field error', async () => {
    const glyphs = await testApp.api.get('/typefaces/eb-garamond/styles/Not%20a%20slug/glyphs');
    expect(glyphs.statusCode).toBe(400);
    expect(glyphs.json()).toEqual({
      error: { message: 'style is not in the expected form.', rule: 'invalid_path' },
      errors: [
        { field: 'style', message: 'style is not in the expected form.', rule: 'invalid_path' },
      ],
    });
    const subfamily = await testApp.api.get('/subfamilies/abc/styles');
    expect(subfamily.statusCode).toBe(400);
    expect(subfamily.json().errors).toEqual([
      { field: 'id', message: 'id is not in the expected form.', rule: 'invalid_path' },
    ]);
  });
});
