import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * The tester's samples per language (content/tester/*.yaml): a family offers the languages
 * whose lines it can set, each with those lines; a right-to-left family shows its Latin.
 */

interface Language {
  tag: string;
  code: string;
  name: string;
  samples: string[];
}
interface Script {
  script: string;
  samples: string[];
  companion: string[];
  languages: Language[];
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function scriptsOf(page: string): Promise<Record<string, Script>> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/typefaces/${page}` });
  expect(response.statusCode).toBe(200);
  const scripts = response.json<{ editable: { scripts: Script[] } }>().editable.scripts;
  return Object.fromEntries(scripts.map((script) => [script.script, script]));
}

const language = (script: Script | undefined, code: string) =>
  script?.languages.find((candidate) => candidate.code === code);

describe('the tester’s samples per language', () => {
  it('gives EB Garamond lines in the languages of each script it covers', async () => {
    const { Latin, Greek, Cyrillic } = await scriptsOf('eb-garamond');
    expect(language(Latin, 'de')).toMatchObject({
      tag: 'DEU',
      name: 'German',
      samples: expect.arrayContaining([
        'Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich.',
      ]),
    });
    for (const code of ['fr', 'pl', 'cs', 'vi'])
      expect(language(Latin, code)?.samples.length, code).toBeGreaterThan(0);
    expect(language(Greek, 'el')?.samples).toContain('Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.');
    for (const code of ['ru', 'bg', 'uk', 'sr'])
      expect(language(Cyrillic, code)?.samples.length, code).toBeGreaterThan(0);
    // A language system of the font keeps its place, with its samples where the content has them.
    expect(Latin?.languages.map((entry) => entry.name)).toEqual(
      [...(Latin?.languages.map((entry) => entry.name) ?? [])].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('offers a language only with lines the family has every letter of', async () => {
    const { Latin, Arabic } = await scriptsOf('vazirmatn');
    // Vazirmatn's Latin covers Europe's languages but not Vietnamese (ơ, ư and their tones).
    expect(language(Latin, 'vi')).toBeUndefined();
    expect(language(Latin, 'pl')?.samples).toContain('Pchnąć w tę łódź jeża lub ośm skrzyń fig.');
    expect(language(Latin, 'en')?.samples).toContain(
      'The quick brown fox jumps over the lazy dog.',
    );
    expect(language(Arabic, 'fa')?.samples).toContain(
      'توانا بود هر که دانا بود، ز دانش دل پیر برنا بود',
    );
    expect(language(Arabic, 'ar')?.samples.length).toBeGreaterThan(0);
    expect(language(Arabic, 'ur')?.samples.length).toBeGreaterThan(0);
  });

  it('shows a right-to-left family’s Latin companion beside its own lines', async () => {
    const { Latin, Arabic } = await scriptsOf('vazirmatn');
    expect(Arabic?.companion).toEqual(Latin?.samples);
    expect(Arabic?.companion).toContain('A matching Latin for bilingual signs and menus');
    expect(Latin?.companion).toEqual([]);
    const { Hebrew } = await scriptsOf('frank-ruhl-libre');
    expect(language(Hebrew, 'he')?.samples).toContain('דג סקרן שט בים מאוכזב ולפתע מצא חברה');
  });
});
