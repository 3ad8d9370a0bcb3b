import { readdirSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/** The posts the foundry wrote: the API must page through exactly these. */
const POST_COUNT = readdirSync('content/blog').filter((name) => name.endsWith('.md')).length;

let testApp: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json();
};

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('typefaces', () => {
  it('lists families and collections with the card fields, by name', async () => {
    const { data } = await json('/api/v1/typefaces');
    const families = data.filter((entry: { type: string }) => entry.type === 'family');
    expect(families).toHaveLength(7);
    expect(data.map((entry: { name: string }) => entry.name)).toEqual(
      [...data.map((entry: { name: string }) => entry.name)].sort((a, b) => a.localeCompare(b)),
    );
    const garamond = families.find((entry: { page: string }) => entry.page === 'eb-garamond');
    expect(garamond).toMatchObject({
      name: 'EB Garamond',
      type: 'family',
      class: 'ff-eb-garamond',
      is_rtl: false,
      style_count: 8,
      sub_family_count: 2,
      overview_text: expect.any(String),
      description: expect.any(String),
    });
    expect(garamond.characters.map((c: { character: string }) => c.character)).toEqual([
      'Aa',
      'Ωω',
      'Жж',
    ]);
    expect(garamond.editable.small_caps_feature).toEqual({ data_setting: 'smcp' });
    // Styles by subfamily, as the spec names them; the tester's offer (features, samples per
    // script) is the specimen's alone: the list travels in every rendered page.
    expect(Object.keys(garamond.editable).sort()).toEqual(['small_caps_feature', 'subfamilies']);
    // The card's face is picked here, the upright regular: the browser only declares it. The
    // card sets only names and its sample line, so it is the regular's name subset.
    expect(garamond.font).toMatchObject({
      name: 'Regular',
      font_family: 'EB Garamond',
      font_weight: 400,
      font_style: 'normal',
      font_display: 'swap',
      woff2_url: expect.stringMatching(/^\/fonts\/eb-garamond\/regular\.names\.woff2\?v=\w+$/),
      unicode_range: expect.stringMatching(/^U\+20, /),
    });
    for (const family of families) expect(family.font.font_family).toBe(family.name);
    const collection = data.find((entry: { type: string }) => entry.type === 'collection');
    expect(collection.page).toBe('garamonds-collection');
    expect(collection.font).toBeNull();
  });

  it('answers the specimen data, read from the fonts', async () => {
    const answer = await json('/api/v1/typefaces/eb-garamond');
    expect(answer.family).toMatchObject({
      name: 'EB Garamond',
      slug: 'eb-garamond',
      is_rtl: false,
      has_small_caps_support: true,
      min_font_size: 12,
      max_font_size: 160,
      default_font_size: 48,
      scripts: ['Latin', 'Greek', 'Cyrillic'],
    });
    // The cheapest single style under the cheapest tier: a style for 10,000 page views.
    expect(answer.from_price).toEqual({ amount: 45, value: '$45' });
    const subfamilies = Object.values(answer.editable.subfamilies) as Array<{
      id: number;
      name: string;
      sort_order: number;
      styles: Array<{ name: string; font_weight: number; font_style: string; woff2_url: string }>;
    }>;
    expect(subfamilies.map((s) => s.name)).toEqual(['Roman', 'Italic']);
    expect(subfamilies[0]?.styles.map((s) => s.name)).toEqual([
      'Regular',
      'Medium',
      'SemiBold',
      'Bold',
    ]);
    expect(subfamilies[1]?.styles[0]).toMatchObject({
      name: 'Italic',
      font_weight: 400,
      font_style: 'italic',
    });
    expect(answer.family.main_style.typeface_subfamily_id).toBe(subfamilies[0]?.id);
    const groups = answer.editable.otf_groups as Array<{
      name: string;
      otfs: Array<{ name: string; data_setting: unknown }>;
    }>;
    // Each stylistic set is its own toggle, offered when it changes Latin text; figure style
    // and small caps are the tester's case and figure controls, not feature groups.
    const sets = groups.find((g) => g.name === 'Stylistic sets');
    expect(sets?.otfs.map((o) => o.data_setting)).toEqual([
      'ss01',
      'ss02',
      'ss03',
      'ss04',
      'ss05',
      'ss06',
      'ss07',
    ]);
    expect(groups.map((g) => g.name)).not.toContain('Figures');
    const [latin, ...others] = answer.editable.scripts as Array<Record<string, unknown>>;
    expect(latin).toMatchObject({
      script: 'Latin',
      direction: 'ltr',
      small_caps: true,
      all_small_caps: true,
      figure_styles: ['onum'],
    });
    expect(latin?.samples).toContain(answer.examples[0]);
    expect(others.map((script) => script.script)).toEqual(['Greek', 'Cyrillic']);
    expect(answer.about).toMatchObject({ author: 'Georg Duffner and Octavio Pardo', styles_no: 8 });
    expect(answer.images.pdf).toBe('/api/v1/typefaces/eb-garamond/specimen.pdf');
    expect(answer.examples.length).toBeGreaterThan(3);
    expect(answer.font_faces[0]).toMatchObject({
      font_family: 'EB Garamond',
      font_display: 'swap',
    });
    expect(answer.meta.title).toBe('EB Garamond');
    expect(answer.blogs.length).toBeGreaterThan(0);
    expect(answer.blogs[0]).toEqual({
      name: expect.any(String),
      slug: expect.any(String),
      category: expect.any(String),
      image: expect.stringMatching(/^\/content\/images\//),
    });
  });

  it('knows right-to-left families and their script', async () => {
    const vazirmatn = await json('/api/v1/typefaces/vazirmatn');
    expect(vazirmatn.family.is_rtl).toBe(true);
    expect(vazirmatn.family.scripts).toContain('Arabic');
    // The tester opens on Arabic, where the fonts have no small caps; Latin text has them.
    const [arabic, latin] = vazirmatn.editable.scripts as Array<Record<string, unknown>>;
    expect(arabic).toMatchObject({ script: 'Arabic', direction: 'rtl', small_caps: false });
    expect(latin).toMatchObject({ script: 'Latin', small_caps: true, all_small_caps: true });
    // Its Latin companion has Latin samples; the line of figures stays with the Persian.
    expect(latin?.samples).toContain('Hamburg 2024 office, third floor');
    expect(arabic?.samples).toContain('۰۱۲۳۴۵۶۷۸۹ · 0123456789');
    expect(arabic?.samples).not.toContain('Hamburg 2024 office, third floor');
    expect(vazirmatn.family.has_small_caps_support).toBe(false);
    const frank = await json('/api/v1/typefaces/frank-ruhl-libre');
    expect(frank.family.scripts).toContain('Hebrew');
    expect(frank.family.has_small_caps_support).toBe(false);
    expect(frank.editable.small_caps_feature).toBeNull();
  });

  it('reads a variable family: its axes and named instances come from fvar', async () => {
    const inter = await json('/api/v1/typefaces/inter');
    const [roman, italic] = Object.values(inter.editable.subfamilies) as Array<{
      styles: Array<{ slug: string; font_style: string; variation: Record<string, unknown[]> }>;
    }>;
    const upright = roman?.styles[0];
    expect(upright?.variation.axes).toEqual([
      { tag: 'opsz', name: 'Optical size', min: 14, max: 32, default: 14 },
      { tag: 'wght', name: 'Weight', min: 100, max: 900, default: 400 },
    ]);
    expect(upright?.variation.instances).toContainEqual({
      name: 'SemiBold',
      coordinates: { opsz: 14, wght: 600 },
    });
    expect(italic?.styles[0]?.font_style).toBe('italic');
    // Its features survived the copy: every character variant Inter has is offered for Latin.
    const [latin] = inter.editable.scripts as Array<{ otf_groups: Array<{ name: string }> }>;
    expect(latin?.otf_groups.map((group) => group.name)).toContain('Character variants');
  });

  it('draws a style by Unicode block, with the glyphs only GSUB reaches in their own groups', async () => {
    const set = await json('/api/v1/typefaces/eb-garamond/styles/regular/glyphs');
    const groups = set.groups as Array<{
      name: string;
      glyphs: Array<{ name: string; code_point?: number; feature?: string; text: string }>;
    }>;
    const names = groups.map((group) => group.name);
    expect(names.slice(0, 2)).toEqual(['Basic Latin', 'Latin-1 Supplement']);
    expect(names).toEqual(expect.arrayContaining(['Small caps', 'Figure sets', 'Ligatures']));
    const capitalA = groups[0]?.glyphs.find((glyph) => glyph.code_point === 0x41);
    expect(capitalA?.text).toBe('A');
    const smallCaps = groups.find((group) => group.name === 'Small caps')?.glyphs ?? [];
    expect(smallCaps.length).toBeGreaterThan(26);
    // A small capital is reached from its letter with the feature on: no code point of its own.
    expect(smallCaps[0]).toMatchObject({
      feature: expect.stringMatching(/smcp|c2sc/),
      text: expect.stringMatching(/^[A-Za-z]$/),
    });
    expect(smallCaps[0]?.code_point).toBeUndefined();
    const missing = await testApp.app.inject({
      url: '/api/v1/typefaces/eb-garamond/styles/no-such-style/glyphs',
    });
    expect(missing.statusCode).toBe(404);
  }, 90_000);

  it('answers the styles of a subfamily', async () => {
    const specimen = await json('/api/v1/typefaces/literata');
    const id = Object.keys(specimen.editable.subfamilies)[0];
    const styles = await json(`/api/v1/subfamilies/${id}/styles`);
    expect(styles.data.length).toBe(4);
    expect(styles.typeface.page).toBe('literata');
    expect((await get('/api/v1/subfamilies/abc/styles')).statusCode).toBe(400);
    expect((await get('/api/v1/subfamilies/999999/styles')).statusCode).toBe(404);
  });

  it('answers a collection with or without the -collection suffix', async () => {
    const withSuffix = await json('/api/v1/collections/garamonds-collection');
    const without = await json('/api/v1/collections/garamonds');
    expect(withSuffix).toEqual(without);
    expect(withSuffix.name).toBe('The Garamonds');
    expect(withSuffix.sections[0].items[0]).toMatchObject({
      title: 'EB Garamond',
      typeface: { page: 'eb-garamond', name: 'EB Garamond' },
      action_type: 1,
      action_value: '/typeface/eb-garamond',
    });
    expect(withSuffix.minisite_image.path).toBe('/content/images/collections/garamonds.svg');
    expect(withSuffix.other_typefaces.map((t: { page: string }) => t.page)).toContain('vazirmatn');
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    for (const url of [
      '/api/v1/typefaces/no-such-face',
      '/api/v1/collections/nothing-collection',
      '/api/v1/blogs/in-use/no-such-post',
      '/api/v1/blog/posts/filter/no-such-filter',
      '/api/v1/commissions/post/no-such-case',
      '/api/v1/pages/templates/no-such-page',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.rule).toBe('not_found');
      expect(response.json().errors[0]).toMatchObject({ field: null, rule: 'not_found' });
    }
  });
});

describe('home', () => {
  it('answers the blocks in order with the code-filled lists', async () => {
    const { data } = await json('/api/v1/homepage_blocks');
    expect(data.map((block: { type: number }) => block.type)).toEqual([1, 9, 1, 8]);
    expect(data[0].content).toContain('/content/images/home/hero.svg');
    expect(data[1].posts[0]).toEqual({
      name: expect.any(String),
      slug: expect.any(String),
      category: expect.any(String),
      image: expect.any(String),
      typeface: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      description: expect.any(String),
    });
    expect(data[3].typefaces[0]).toMatchObject({
      name: expect.any(String),
      page: expect.any(String),
      class: expect.any(String),
    });
    const homepage = await json('/api/v1/homepage');
    expect(homepage.data).toHaveLength(4);
    expect(homepage.blogs.length).toBeGreaterThan(0);
  });
});

describe('blog', () => {
  it('pages posts 15 at a time, newest first, with total and page', async () => {
    const first = await json('/api/v1/blog/posts');
    expect(POST_COUNT).toBeGreaterThan(30);
    expect(first.total).toBe(POST_COUNT);
    expect(first.data).toHaveLength(15);
    expect(first).toMatchObject({ page: 1, last_page: Math.ceil(POST_COUNT / 15), count: 15 });
    expect(first.data[0]).toMatchObject({
      name: expect.any(String),
      slug: expect.any(String),
      category: expect.any(String),
      image: expect.stringMatching(/^\/content\/images\/blog\/.+\.svg$/),
      excerpt: expect.any(String),
      class: expect.any(String),
    });
    expect(first.data[0].categories[0]).toEqual({
      name: expect.any(String),
      slug: expect.any(String),
    });
    const dates = first.data.map((post: { date: string }) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const third = await json('/api/v1/blog/posts?page=3');
    expect(third.data).toHaveLength(POST_COUNT - 30);
    expect(third.data[0].slug).not.toBe(first.data[0].slug);
  });

  it('corrects a page out of range to the last page', async () => {
    const lastPage = Math.ceil(POST_COUNT / 10);
    const answer = await json('/api/v1/blog/posts?count=10&page=99');
    expect(answer).toMatchObject({ page: lastPage, last_page: lastPage, total: POST_COUNT });
    expect(answer.data).toHaveLength(POST_COUNT - (lastPage - 1) * 10);
  });

  it('rejects bad query values with 400, never 500', async () => {
    for (const query of ['count=abc', 'page=-1', 'page=0', 'count=1.5', 'count=1000', 'page=']) {
      const response = await get(`/api/v1/blog/posts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.rule).toBe('invalid_query');
    }
    expect((await get('/api/v1/commissions/posts?count=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/blog/posts/filter/in-use?page=-1')).statusCode).toBe(400);
  });

  it('filters by fonts in use, by typeface and by category', async () => {
    const inUse = await json('/api/v1/blog/posts/filter/in-use?count=24');
    expect(inUse.total).toBeGreaterThan(15);
    expect(
      inUse.data.every((post: { categories: Array<{ slug: string }> }) =>
        post.categories.some((c) => c.slug === 'in-use'),
      ),
    ).toBe(true);
    const literata = await json('/api/v1/blog/posts/filter/literata');
    expect(literata.total).toBeGreaterThan(0);
    expect(
      literata.data.every((post: { families: Array<{ slug: string }> }) =>
        post.families.some((f) => f.slug === 'literata'),
      ),
    ).toBe(true);
    const studio = await json('/api/v1/blog/posts/filter/studio-portrait');
    expect(studio.total).toBe(1);
    expect(studio.data[0].category).toBe('studio-portrait');
  });

  it('answers one post with html, meta and recent posts', async () => {
    const post = await json('/api/v1/blogs/in-use/harbour-almanac');
    expect(post.name).toBe('A harbour almanac, set in Literata');
    expect(post.html).toContain('<p>');
    expect(post.meta).toMatchObject({
      title: post.name,
      designer: 'Ines Varga',
      date: '2025-11-04',
      class: 'ff-literata',
      families: [{ name: 'Literata', slug: 'literata' }],
      categories: [{ name: 'Fonts in use', slug: 'in-use' }],
    });
    expect(post.meta.sidebar_text).toContain('Client: Harbour Almanac Society');
    expect(post.blogs.length).toBeGreaterThan(0);
    expect(post.blogs.some((recent: { slug: string }) => recent.slug === 'harbour-almanac')).toBe(
      false,
    );
    expect((await get('/api/v1/blogs/news/harbour-almanac')).statusCode).toBe(404);
  });

  it('lists the blog typefaces and categories', async () => {
    const typefaces = await json('/api/v1/blog/posts/typefaces');
    expect(typefaces.data[0]).toEqual({ page: expect.any(String), name: expect.any(String) });
    const categories = await json('/api/v1/blog/categories');
    expect(categories.data.map((c: { slug: string }) => c.slug)).toEqual([
      'in-use',
      'studio-portrait',
      'news',
      'releases',
      'process',
    ]);
  });
});

describe('pages', () => {
  it('answers a template page as html in data', async () => {
    const about = await json('/api/v1/pages/templates/about');
    expect(about.data).toContain('[[subscription-form]]');
    const information = await json('/api/v1/pages/templates/information');
    expect(information.data).toContain('id="licensing"');
  });

  it('answers 401 login_required to a guest asking for the club page', async () => {
    const response = await get('/api/v1/pages/templates/club');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.rule).toBe('login_required');
  });

  it('lists the trial typefaces with character sets read from the fonts', async () => {
    const trials = await json('/api/v1/pages/free_trials');
    expect(trials.data).toContain('Try before you buy');
    const garamond = trials.typefaces.find((t: { page: string }) => t.page === 'eb-garamond');
    expect(garamond.character_sets.map((s: { script: string }) => s.script)).toEqual([
      'Latin',
      'Greek',
      'Cyrillic',
    ]);
    expect(garamond.character_sets[2].characters).toBe(
      'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя',
    );
    const vazirmatn = trials.typefaces.find((t: { page: string }) => t.page === 'vazirmatn');
    expect(vazirmatn.character_sets.map((s: { script: string }) => s.script)).toEqual([
      'Latin',
      'Arabic',
    ]);
    expect(vazirmatn.character_sets[1].characters).toContain('پچژگکی');
    expect(garamond.character_sets[0].characters).toBe(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-,.;',
    );
    // The sets are shown in the family itself: its regular style's web font comes along.
    expect(garamond.font).toMatchObject({
      font_family: 'EB Garamond',
      font_weight: 400,
      font_style: 'normal',
      woff2_url: expect.stringMatching(/^\/fonts\/eb-garamond\/.+\.woff2\?v=/),
    });
    expect((await get(garamond.font.woff2_url)).statusCode).toBe(200);
    const cormorant = trials.typefaces.find(
      (t: { page: string }) => t.page === 'cormorant-garamond',
    );
    expect(cormorant.character_sets.map((s: { script: string }) => s.script)).toEqual([
      'Latin',
      'Cyrillic',
    ]);
  });
});

describe('commissions', () => {
  it('answers the overview: featured, snippets, posts', async () => {
    const overview = await json('/api/v1/commissions/posts?count=20&page=1');
    expect(overview.featured.slug).toBe('transit-sans-for-a-city');
    expect(overview.snippets[0]).toEqual({
      title: 'Custom typefaces',
      content: expect.stringContaining('<p>'),
    });
    expect(overview.posts).toHaveLength(4);
    expect(overview.posts[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      project_category: expect.any(String),
      summary: expect.any(String),
      featured_image: expect.stringMatching(/^\/content\/images\/commissions\//),
      header_image: expect.any(String),
    });
  });

  it('answers one case study with related items', async () => {
    const study = await json('/api/v1/commissions/post/transit-sans-for-a-city');
    expect(study).toMatchObject({
      title: 'A wayfinding typeface for a city transit network',
      project_category: 'Wayfinding typeface',
      published_at: '2025-06-02',
      designer: expect.any(String),
      typeface: 'Line Sans',
    });
    expect(study.content_html).toContain('<p>');
    expect(study.related.map((r: { slug: string }) => r.slug)).toEqual([
      'university-press-text-face',
      'museum-of-writing-bilingual',
    ]);
    expect(study.related[0]).toEqual({
      slug: expect.any(String),
      title: expect.any(String),
      typeface: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      description: expect.any(String),
      thumbnail_image: expect.any(String),
    });
  });

  it('answers the side-navigation lists', async () => {
    const lists = await json('/api/v1/commissions/lists/');
    expect(lists.data[0]).toMatchObject({ name: 'Custom typefaces', slug: 'custom-typefaces' });
    expect(lists.data[0].commissions[0]).toEqual({
      slug: 'transit-sans-for-a-city',
      title: expect.any(String),
    });
    expect(lists.all).toHaveLength(4);
  });
});

describe('caching', () => {
  it('sends a weak ETag and public max-age, and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/v1/typefaces');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/v1/typefaces', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/v1/typefaces', { 'if-none-match': 'W/"other"' });
    expect(other.statusCode).toBe(200);
  });
  it('sends the same JSON brotli- or gzip-compressed to a client that accepts it', async () => {
    const plain = await get('/api/v1/typefaces');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const brotli = await get('/api/v1/typefaces', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await get('/api/v1/typefaces', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const refused = await get('/api/v1/typefaces', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});

describe('page heads', () => {
  it('names the post, the typeface and the case study in the title', async () => {
    const titleOf = async (url: string) =>
      /<title>(.*?)<\/title>/.exec((await get(url, { accept: 'text/html' })).body)?.[1];
    expect(await titleOf('/blog/in-use/harbour-almanac')).toBe(
      'FTF – A harbour almanac, set in Literata',
    );
    expect(await titleOf('/typeface/eb-garamond')).toBe(
      'EB Garamond – Typeface Specimen and License Purchase',
    );
    expect(await titleOf('/commissions/transit-sans-for-a-city')).toBe(
      'FTF – A wayfinding typeface for a city transit network – Wayfinding typeface',
    );
  });
});
