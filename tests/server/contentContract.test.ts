import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCommission,
  getCommissionLists,
  getCommissionPosts,
} from '../../src/contract/commissions';
import { getHomepage, getHomepageBlocks, getPageTemplate } from '../../src/contract/content';
import { contractAnswerCheck } from './support/contractAnswer';
import { createTestApp, type TestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const expectContractAnswer = contractAnswerCheck(() => testApp);

describe('the home page, content pages and case studies in the wire contract', () => {
  it('answers in the shape of their endpoints', async () => {
    await expectContractAnswer(getHomepageBlocks, '/homepage_blocks');
    await expectContractAnswer(getHomepage, '/homepage');
    const about = await expectContractAnswer(getPageTemplate, '/pages/templates/about');
    expect(about).toMatchObject({ name: 'about', members_only: false });
    const overview = await expectContractAnswer(getCommissionPosts, '/commissions/posts?count=2');
    const [first] = overview.posts as Array<{ slug: string }>;
    await expectContractAnswer(getCommission, `/commissions/post/${first?.slug}`);
    await expectContractAnswer(getCommissionLists, '/commissions/lists');
  });

  it('refuses a page query outside its contract with a field error', async () => {
    const response = await testApp.api.get('/commissions/posts?count=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'count', message: 'count must be a whole number.', rule: 'invalid_query' },
    ]);
    const tooMany = await testApp.api.get('/commissions/posts?count=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { field: 'count', message: 'count must be at most 100.', rule: 'invalid_query' },
    ]);
  });

  it('publishes each of them in openapi.json', async () => {
    const { paths } = (await testApp.api.get('/openapi.json')).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    for (const path of [
      '/api/v1/homepage',
      '/api/v1/homepage_blocks',
      '/api/v1/pages/templates/{name}',
      '/api/v1/commissions/posts',
      '/api/v1/commissions/post/{slug}',
      '/api/v1/commissions/lists',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
    expect(paths['/api/v1/homepage_blocks']?.get?.tags).toEqual(['content']);
    expect(paths['/api/v1/commissions/lists']?.get?.tags).toEqual(['commissions']);
  });
});
