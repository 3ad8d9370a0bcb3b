import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyContentImport } from '../../../src/server/contentImport/KyselyContentImport';
import { readFontFacts } from '../../../src/server/content/adapters/fonts/readFontFacts';
import { detectScripts } from '../../../src/server/content/app/fonts/detectScripts';
import { createTestApp, type TestApp } from '../support/testApp';

const fontFile = (family: string, file: string) => path.resolve('content/typefaces', family, file);

describe('font metadata read from the files', () => {
  it('reads EB Garamond: typographic names, weight, italic, small caps, figures, scripts', async () => {
    const facts = await readFontFacts(fontFile('eb-garamond', 'EBGaramond_500Medium_Italic.ttf'));
    expect(facts).toMatchObject({
      family: 'EB Garamond',
      styleName: 'Medium Italic',
      weight: 500,
      italic: true,
    });
    expect(facts.version).toMatch(/^Version \d/);
    expect(facts.features).toEqual(
      expect.arrayContaining(['smcp', 'c2sc', 'onum', 'lnum', 'ss01', 'swsh', 'dlig']),
    );
    expect(detectScripts(new Set(facts.codePoints))).toEqual(['Latin', 'Greek', 'Cyrillic']);
  });

  it('detects Arabic in Vazirmatn and Hebrew in Frank Ruhl Libre', async () => {
    const vazirmatn = await readFontFacts(fontFile('vazirmatn', 'Vazirmatn_400Regular.ttf'));
    expect(detectScripts(new Set(vazirmatn.codePoints))).toEqual(['Latin', 'Arabic']);
    const frank = await readFontFacts(
      fontFile('frank-ruhl-libre', 'FrankRuhlLibre_400Regular.ttf'),
    );
    expect(detectScripts(new Set(frank.codePoints))).toContain('Hebrew');
    expect(frank.features).not.toContain('smcp');
  });
});

describe('content import', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const counts = async () => {
    const db = testApp.database.db;
    const count = async (
      table:
        | 'typefaces'
        | 'typeface_styles'
        | 'blog_posts'
        | 'blog_post_categories'
        | 'commissions'
        | 'home_blocks',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      typefaces: await count('typefaces'),
      styles: await count('typeface_styles'),
      posts: await count('blog_posts'),
      postCategories: await count('blog_post_categories'),
      commissions: await count('commissions'),
      homeBlocks: await count('home_blocks'),
    };
  };

  it('skips an unchanged tree and re-imports without duplicating rows', async () => {
    const before = await counts();
    expect(before).toMatchObject({ typefaces: 7, styles: 44, commissions: 4, homeBlocks: 4 });
    const ids = await testApp.database.db
      .selectFrom('typefaces')
      .select(['slug', 'id'])
      .orderBy('slug')
      .execute();

    const contentImport = new KyselyContentImport(testApp.database.db);
    const skipped = await contentImport.import(path.resolve('content'));
    expect(skipped.imported).toBe(false);

    const forced = await contentImport.import(path.resolve('content'), {
      force: true,
    });
    expect(forced.imported).toBe(true);
    expect(forced.version).toBe(skipped.version + 1);
    expect(await counts()).toEqual(before);
    expect(
      await testApp.database.db
        .selectFrom('typefaces')
        .select(['slug', 'id'])
        .orderBy('slug')
        .execute(),
    ).toEqual(ids);
  });

  it('stores what the fonts say, not what was typed', async () => {
    const vazirmatn = await testApp.database.db
      .selectFrom('typefaces')
      .selectAll()
      .where('slug', '=', 'vazirmatn')
      .executeTakeFirstOrThrow();
    expect(vazirmatn.is_rtl).toBe(1); // from typeface.yaml
    expect(JSON.parse(vazirmatn.scripts_json)).toContain('Arabic'); // from the cmap
    expect(vazirmatn.version).toMatch(/^Version/);
    const garamond = await testApp.database.db
      .selectFrom('typefaces')
      .select(['has_small_caps_support', 'extra_scripts_json'])
      .where('slug', '=', 'eb-garamond')
      .executeTakeFirstOrThrow();
    expect(garamond.has_small_caps_support).toBe(1);
    expect(JSON.parse(garamond.extra_scripts_json).map((s: { id: string }) => s.id)).toEqual([
      'cyrillic',
      'greek',
    ]);
  });
});
