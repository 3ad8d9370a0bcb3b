import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/pricing/formatMoney';
import { optionPrice } from '../../../src/domain/pricing/optionPrice';
import type { FamilyShop } from '../../../src/server/shop/app/FamilyShop';
import {
  parseReportArguments,
  pricingReport,
  ReportArgumentError,
} from '../../../src/server/shop/app/pricingReport';
import { shopsFromContent } from '../../../src/server/seed/shopsFromContent';
import { licencesYaml, pricingFromContent } from './shopContent';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
let shops: Map<string, FamilyShop>;

beforeAll(async () => {
  shops = await shopsFromContent(CONTENT, { pro_multiplication: 1.5 });
});

const licencesOf = () => [...shops.values()][0].licences;
const parse = (line: string) => parseReportArguments(line.split(' '), licencesOf());

describe('npm run pricing:report arguments', () => {
  it('names tiers as the shop does, from their start, with k and m', () => {
    expect(parse('--desktop 1-5 --web 10k').selections).toEqual({ desktop: 0, web: 0 });
    expect(parse('--web 1m --app 2-3').selections).toEqual({ web: 3, app: 1 });
    expect(parse('--desktop desktop-3 --scripts cyrillic,greek')).toEqual({
      selections: { desktop: 2 },
      scripts: ['cyrillic', 'greek'],
    });
  });

  it('refuses a tier it cannot name, an unknown option and no licence at all', () => {
    expect(() => parse('--desktop 7')).toThrow(
      /--desktop 7 names no tier; the tiers are desktop-1 \(1–5 computers\)/,
    );
    expect(() => parse('--desk 1')).toThrow(ReportArgumentError);
    expect(() => parse('--scripts greek')).toThrow(/Choose at least one licence/);
    expect(() => parse('--web')).toThrow(/--web needs a value/);
  });
});

describe('the pricing report', () => {
  it("prints every typeface's options at the domain's prices for the content's figures", () => {
    const selection = parse('--desktop 1-5 --web 10k');
    const report = pricingReport(shops, selection, { code: 'USD', symbol: '$' });
    const folders = fs
      .readdirSync(path.join(CONTENT, 'typefaces'))
      .filter((name) => fs.existsSync(path.join(CONTENT, 'typefaces', name, 'typeface.yaml')));
    expect(folders.length).toBeGreaterThan(3);
    for (const page of folders) expect(report).toContain(`(${page}): style unit $`);

    // EB Garamond's family, priced from the content files alone: 8 styles at the package factor.
    const family = {
      id: 'eb-garamond',
      kind: 'families' as const,
      name: 'EB Garamond',
      styleCount: 8,
      multiplication: licencesYaml().package_multiplication,
      pro: false,
    };
    const price = optionPrice(pricingFromContent('eb-garamond'), family, selection.selections);
    expect(report).toMatch(
      new RegExp(`\\n  family +EB Garamond +8 styles +\\${formatMoney(price, '$')}\\n`),
    );
    expect(report.split('\n')[0]).toBe(
      'Prices for desktop 1–5 computers + web 10,000 page views/month; extra scripts: none',
    );
  });
});
