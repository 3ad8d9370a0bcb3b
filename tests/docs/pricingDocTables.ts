import fs from 'node:fs';
import path from 'node:path';
import {
  LICENCE_CATEGORIES,
  type LicenceSelections,
} from '../../src/domain/pricing/LicenceCategory';
import { toCents } from '../../src/domain/pricing/money';
import type {
  ExtraScript,
  OptionKind,
  PurchasableOption,
  ShopPricing,
} from '../../src/domain/pricing/ShopPricing';

/*
 * Reads docs/pricing.md the way its readers do: the example shop from its `example` tables,
 * the worked examples from its `check` tables (each one a Markdown table right after an
 * `<!-- check: name -->` comment), every cell as text.
 */
export type Row = Readonly<Record<string, string>>;

export const PRICING_DOC = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../docs/pricing.md'),
  'utf8',
);

/** Every marked table: `check: style unit` → its rows, keyed by the header's names. */
export function markedTables(markdown: string): Map<string, Row[]> {
  const lines = markdown.split('\n');
  const tables = new Map<string, Row[]>();
  lines.forEach((line, index) => {
    const marker = /^<!-- ((?:check|example): [^>]+?) -->$/.exec(line.trim());
    if (!marker) return;
    let at = index + 1;
    while (lines[at]?.trim() === '') at += 1;
    const tableLines: string[] = [];
    while (lines[at]?.trim().startsWith('|')) tableLines.push(lines[at++]);
    const [header, , ...body] = tableLines.map(cells);
    if (!header) throw new Error(`docs/pricing.md: no table after "${marker[1]}"`);
    tables.set(
      marker[1],
      body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))),
    );
  });
  return tables;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function table(tables: Map<string, Row[]>, name: string): Row[] {
  const rows = tables.get(name);
  if (!rows) throw new Error(`docs/pricing.md has no table marked "${name}"`);
  return rows;
}

/** "desktop 3, web 2" (tiers counted from 1) → { desktop: 2, web: 1 }; "none" → {}. */
export function licences(text: string): LicenceSelections {
  if (text === 'none') return {};
  const selections: LicenceSelections = {};
  for (const part of text.split(', ')) {
    const [category, tier] = part.split(' ');
    const known = LICENCE_CATEGORIES.find((name) => name === category);
    if (!known || !/^\d+$/.test(tier ?? '')) throw new Error(`Not a licence: "${part}"`);
    selections[known] = Number(tier) - 1;
  }
  return selections;
}

const KINDS: Record<string, OptionKind> = {
  family: 'families',
  subfamily: 'subfamilies',
  style: 'styles',
};

/** The example shop: its pricing and its options by name. */
export function exampleShop(tables: Map<string, Row[]>) {
  const prices = table(tables, 'example: style prices');
  const scripts: ExtraScript[] = table(tables, 'example: scripts').map((row) => ({
    id: row.script.toLowerCase(),
    name: row.script,
    multiplier: Number(row.adds),
  }));
  const proFactor = /The pro factor is \*\*([\d.]+)\*\*/.exec(PRICING_DOC)?.[1];
  const pricing: ShopPricing = {
    tiers: {
      desktop: prices.map((row) => ({ id: `desktop-${row.tier}`, label: `tier ${row.tier}` })),
      web: prices.map((row) => ({ id: `web-${row.tier}`, label: `tier ${row.tier}` })),
      app: prices.map((row) => ({ id: `app-${row.tier}`, label: `tier ${row.tier}` })),
    },
    // The document writes dollars, as the content does; the domain prices in cents.
    stylePriceCents: {
      desktop: prices.map((row) => toCents(Number(row.desktop))),
      web: prices.map((row) => toCents(Number(row.web))),
      app: prices.map((row) => toCents(Number(row.app))),
    },
    scripts,
    proMultiplication: Number(proFactor),
  };
  const options = new Map<string, PurchasableOption>(
    table(tables, 'example: options').map((row) => [
      row.option,
      {
        id: row.option.toLowerCase().replaceAll(' ', '-'),
        kind: KINDS[row.kind],
        name: row.option,
        styleCount: Number(row.styles),
        multiplication: Number(row.factor),
        pro: row.pro === 'yes',
      },
    ]),
  );
  const option = (name: string): PurchasableOption => {
    const found = options.get(name);
    if (!found) throw new Error(`docs/pricing.md: no option "${name}" in the example shop`);
    return found;
  };
  const scriptIds = (text: string): string[] =>
    text === 'none' ? [] : text.split(', ').map((name) => name.toLowerCase());
  return { pricing, option, scriptIds };
}

/** "Student discount (50%): -$160; Discount code SPRING (20%): -$32" → its entries. */
export function discountLines(text: string): string[] {
  return text === 'none' ? [] : text.split('; ');
}
