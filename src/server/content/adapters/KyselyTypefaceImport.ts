import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { regularStyle } from '../app/fonts/regularStyle';
import type { Database } from '../../database/schema';
import { asFields, asList, ContentError, fieldReader } from '../app/contentFields';
import { readYamlFile } from './contentFiles';
import { detectScripts } from '../app/fonts/detectScripts';
import { readContentFeatureNames, withContentFeatureNames } from './fonts/contentFeatureNames';
import { subfamiliesTesterFeatures } from './fonts/familyTesterFeatures';
import { groupSubfamilies } from '../app/fonts/groupSubfamilies';
import { readFontFacts } from './fonts/readFontFacts';
import { mainScript } from '../app/fonts/scriptProbes';
import { coveredLanguageSamples, readTesterSamples, type LanguageSampleSet } from './testerSamples';

const FONT_FILE = /\.(ttf|otf)$/i;

interface ShopScript {
  id: string;
  unicodeRange: [number, number];
}

/** Imports every folder of content/typefaces that holds a typeface.yaml; answers the slugs. */
export class KyselyTypefaceImport {
  constructor(private readonly db: Kysely<Database>) {}

  async import(contentDir: string): Promise<string[]> {
    const root = path.join(contentDir, 'typefaces');
    const shopScripts = await readShopScripts(contentDir);
    const languageSamples = await readTesterSamples(contentDir);
    const folders = (await readdir(root, { withFileTypes: true }))
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'typeface.yaml')),
      )
      .map((entry) => entry.name)
      .sort();
    for (const folder of folders) {
      await this.importTypeface(path.join(root, folder), contentDir, shopScripts, languageSamples);
    }
    return folders;
  }

  private async importTypeface(
    folder: string,
    contentDir: string,
    shopScripts: ShopScript[],
    languageSamples: readonly LanguageSampleSet[],
  ): Promise<void> {
    const source = path.join(folder, 'typeface.yaml');
    const yaml = fieldReader(asFields(await readYamlFile(source), source), source);
    const slug = yaml.text('page');
    if (slug !== path.basename(folder)) {
      throw new ContentError(source, `"page" (${slug}) must equal the folder name`);
    }

    const fileNames = (await readdir(folder)).filter((name) => FONT_FILE.test(name)).sort();
    const fonts = await Promise.all(
      fileNames.map(async (fileName) => ({
        fileName,
        facts: await readFontFacts(path.join(folder, fileName)),
      })),
    );
    // A family reports its regular's version: the style the site shows it in.
    const regular = regularStyle(
      fonts.map(({ facts }) => ({ ...facts, is_italic: Number(facts.italic) })),
    );
    if (!regular) throw new ContentError(folder, 'holds no .ttf or .otf font file');
    const subfamilies = groupSubfamilies(fonts);
    const codePoints = new Set(fonts.flatMap((font) => font.facts.codePoints));
    const features = [...new Set(fonts.flatMap((font) => font.facts.features))].sort();
    // Control characters (a cmap often maps U+0000) are no characters to show, and
    // PostgreSQL text cannot hold NUL.
    const characters = String.fromCodePoint(
      ...[...codePoints]
        .filter((cp) => cp >= 0x20 && (cp < 0x7f || cp > 0x9f))
        .sort((a, b) => a - b),
    );
    const image = `images/typefaces/${slug}.svg`;
    const scripts = detectScripts(codePoints);
    const detected = await subfamiliesTesterFeatures(folder, subfamilies, scripts);
    const tester = {
      ...detected,
      featureNames: withContentFeatureNames(
        detected.featureNames,
        await readContentFeatureNames(folder),
      ),
    };

    const row = {
      slug,
      name: yaml.text('name'),
      css_class: yaml.text('class'),
      sort_order: yaml.integer('sort_order'),
      is_rtl: Number(yaml.flag('is_rtl')),
      trial: Number(yaml.flag('trial')),
      description: yaml.text('description'),
      overview_text: yaml.text('overview_text'),
      author: yaml.text('author'),
      release_date: yaml.text('release_date'),
      about_html: yaml.text('about'),
      language_text: yaml.text('language_text'),
      min_font_size: yaml.integer('min_font_size'),
      max_font_size: yaml.integer('max_font_size'),
      default_font_size: yaml.integer('default_font_size'),
      minisite_url: yaml.optionalText('minisite_url'),
      image: existsSync(path.join(contentDir, image)) ? image : null,
      version: regular.version,
      has_small_caps_support: Number(
        tester.scripts
          .find((entry) => entry.script === mainScript(scripts, yaml.flag('is_rtl')))
          ?.features.includes('smcp') ?? false,
      ),
      scripts_json: JSON.stringify(scripts),
      tester_json: JSON.stringify({
        ...tester,
        languageSamples: coveredLanguageSamples(languageSamples, scripts, codePoints),
      }),
      characters,
      features_json: JSON.stringify(features),
      feature_texts_json: JSON.stringify(yaml.list('feature_texts')),
      samples_json: JSON.stringify(yaml.textList('samples')),
      style_prices_json: JSON.stringify(yaml.raw('style_prices') ?? {}),
      extra_scripts_json: JSON.stringify(
        offeredScripts(yaml.list('scripts'), shopScripts, codePoints, source),
      ),
      updated_at: new Date().toISOString(),
    };
    const { id: typefaceId } = await this.db
      .insertInto('typefaces')
      .values(row)
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .returning('id')
      .executeTakeFirstOrThrow();

    const keptSubfamilies: number[] = [];
    const keptStyles: number[] = [];
    for (const subfamily of subfamilies) {
      const subfamilyRow = {
        typeface_id: typefaceId,
        name: subfamily.name,
        sort_order: subfamily.sortOrder,
      };
      const { id: subfamilyId } = await this.db
        .insertInto('typeface_subfamilies')
        .values(subfamilyRow)
        .onConflict((oc) => oc.columns(['typeface_id', 'name']).doUpdateSet(subfamilyRow))
        .returning('id')
        .executeTakeFirstOrThrow();
      keptSubfamilies.push(subfamilyId);
      for (const style of subfamily.styles) {
        const styleRow = {
          typeface_id: typefaceId,
          subfamily_id: subfamilyId,
          name: style.facts.styleName,
          slug: style.slug,
          file_name: style.fileName,
          postscript_name: style.facts.postscriptName,
          weight: style.facts.weight,
          is_italic: Number(style.facts.italic),
          sort_order: style.sortOrder,
          file_hash: style.facts.hash,
          variation_json: JSON.stringify(style.facts.variation),
        };
        const { id: styleId } = await this.db
          .insertInto('typeface_styles')
          .values(styleRow)
          .onConflict((oc) => oc.columns(['typeface_id', 'slug']).doUpdateSet(styleRow))
          .returning('id')
          .executeTakeFirstOrThrow();
        keptStyles.push(styleId);
      }
    }
    // A style whose file left the folder is no longer sold or shown.
    await this.db
      .deleteFrom('typeface_styles')
      .where('typeface_id', '=', typefaceId)
      .where('id', 'not in', keptStyles)
      .execute();
    await this.db
      .deleteFrom('typeface_subfamilies')
      .where('typeface_id', '=', typefaceId)
      .where('id', 'not in', keptSubfamilies)
      .execute();
  }
}

async function readShopScripts(contentDir: string): Promise<ShopScript[]> {
  const source = path.join(contentDir, 'shop', 'licences.yaml');
  if (!existsSync(source)) return [];
  const licences = fieldReader(asFields(await readYamlFile(source), source), source);
  return licences.list('scripts').map((item) => {
    const script = fieldReader(asFields(item, source), source);
    const range = /^U\+([0-9A-F]+)-([0-9A-F]+)$/i.exec(script.text('unicode_range'));
    if (!range?.[1] || !range[2])
      throw new ContentError(source, 'unicode_range must read U+XXXX-YYYY');
    return {
      id: script.text('id'),
      unicodeRange: [parseInt(range[1], 16), parseInt(range[2], 16)],
    };
  });
}

/** The YAML's extra scripts, minus any the fonts do not really contain (content/README.md). */
function offeredScripts(
  listed: unknown[],
  shopScripts: ShopScript[],
  codePoints: ReadonlySet<number>,
  source: string,
) {
  return asList(listed, source)
    .map((item) => {
      const script = fieldReader(asFields(item, source), source);
      return {
        id: script.text('id'),
        multiplier: Number(script.raw('multiplier')),
        default_applied: script.flag('default_applied'),
      };
    })
    .filter((script) => {
      const range = shopScripts.find((known) => known.id === script.id)?.unicodeRange;
      if (!range) return false;
      // Presence of a real share of the block, not a stray symbol.
      let present = 0;
      for (let cp = range[0]; cp <= range[1]; cp += 1) if (codePoints.has(cp)) present += 1;
      return present >= 48;
    });
}
