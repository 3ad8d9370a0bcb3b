import {
  LICENCE_CATEGORIES,
  type LicenceCategory,
  type LicenceSelections,
} from '../../../domain/pricing/LicenceCategory';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { optionPrice } from '../../../domain/pricing/optionPrice';
import type { OptionKind } from '../../../domain/pricing/ShopPricing';
import { styleUnit } from '../../../domain/pricing/styleUnit';
import type { FamilyShop, ShopLicence } from './FamilyShop';

/** What `npm run pricing:report` prices every option for. */
export interface ReportSelection {
  selections: LicenceSelections;
  /** Extra script ids; a family prices only those it offers. */
  scripts: string[];
}

export class ReportArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportArgumentError';
  }
}

export const PRICING_REPORT_USAGE = `Usage: npm run pricing:report -- [--desktop TIER] [--web TIER] [--app TIER] [--scripts cyrillic,greek]

Prints every typeface's prices for one licence selection, from the imported content and the
domain's rules. A TIER is named as the shop names it, from its start: --desktop 1-5,
--desktop 21-50, --web 10k, --web 1m, --app 2-3; or by its id (desktop-3).`;

/**
 * A tier as people write it: its id, or the start of its name with `-` for the dash, no
 * thousands commas, and k or m for thousands and millions ("10k" is "10,000 page views/month").
 */
export function findTier(licence: ShopLicence, category: LicenceCategory, text: string): number {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/(\d)k\b/g, '$1000')
    .replace(/(\d)m\b/g, '$1000000');
  const byId = licence.tiers.findIndex((tier) => tier.id.toLowerCase() === wanted);
  if (byId >= 0) return byId;
  const spelled = (label: string) => label.toLowerCase().replace(/[–—]/g, '-').replace(/,/g, '');
  const starts = new RegExp(`^${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
  const matches = licence.tiers.flatMap((tier, index) =>
    starts.test(spelled(tier.label)) ? [index] : [],
  );
  if (matches.length === 1) return matches[0];
  const known = licence.tiers.map((tier) => `${tier.id} (${tier.label})`).join(', ');
  throw new ReportArgumentError(
    `--${category} ${text} names ${matches.length === 0 ? 'no' : 'more than one'} tier; the tiers are ${known}`,
  );
}

/** `--desktop 1-5 --web 10k --scripts greek` against the shop's licences. */
export function parseReportArguments(
  args: readonly string[],
  licences: Record<LicenceCategory, ShopLicence>,
): ReportSelection {
  const selection: ReportSelection = { selections: {}, scripts: [] };
  for (let at = 0; at < args.length; at += 2) {
    const flag = args[at];
    const value = args[at + 1];
    if (value === undefined || value.startsWith('--')) {
      throw new ReportArgumentError(`${flag} needs a value\n\n${PRICING_REPORT_USAGE}`);
    }
    const category = LICENCE_CATEGORIES.find((name) => flag === `--${name}`);
    if (category) selection.selections[category] = findTier(licences[category], category, value);
    else if (flag === '--scripts') selection.scripts = value.split(',').map((id) => id.trim());
    else throw new ReportArgumentError(`Unknown option ${flag}\n\n${PRICING_REPORT_USAGE}`);
  }
  if (Object.keys(selection.selections).length === 0) {
    throw new ReportArgumentError(`Choose at least one licence.\n\n${PRICING_REPORT_USAGE}`);
  }
  return selection;
}

const KIND_NAMES: Record<OptionKind, string> = {
  families: 'family',
  subfamilies: 'subfamily',
  styles: 'style',
};

/** Every family's options, each priced by the domain for the selection, as a plain-text table. */
export function pricingReport(
  shops: ReadonlyMap<string, FamilyShop>,
  selection: ReportSelection,
  currency: { code: string; symbol: string },
): string {
  const [first] = shops.values();
  if (!first) return 'No typefaces: import the content first.';
  const chosen = LICENCE_CATEGORIES.flatMap((category) => {
    const tier = selection.selections[category];
    return typeof tier === 'number'
      ? [`${category} ${first.licences[category].tiers[tier]?.label}`]
      : [];
  });
  const money = (cents: number) => formatMoney(cents, currency.symbol);
  const lines = [
    `Prices for ${chosen.join(' + ')}; extra scripts: ${selection.scripts.join(', ') || 'none'}`,
    `in ${currency.code} (${currency.symbol}), pro options × ${first.pricing.proMultiplication}; rules: docs/pricing.md`,
  ];
  for (const shop of shops.values()) {
    const offered = selection.scripts.filter((id) => shop.pricing.scripts.some((s) => s.id === id));
    const missing = selection.scripts.filter((id) => !offered.includes(id));
    const su = styleUnit(shop.pricing, selection.selections);
    lines.push('', `${shop.family.name} (${shop.family.page}): style unit ${money(su)}`);
    if (missing.length > 0) lines.push(`  (does not offer ${missing.join(', ')})`);
    for (const kind of ['families', 'subfamilies', 'styles'] as const) {
      for (const option of shop.groups[kind].flatMap((group) => group.options)) {
        const price = optionPrice(shop.pricing, option, selection.selections, offered);
        const name = option.pro ? `${option.name} (pro)` : option.name;
        lines.push(
          `  ${KIND_NAMES[kind].padEnd(10)} ${name.padEnd(42)} ${option.styles_no_display.padEnd(10)} ${money(price).padStart(10)}`,
        );
      }
    }
  }
  return lines.join('\n');
}
