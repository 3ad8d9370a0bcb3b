import { describe, expect, it } from 'vitest';
import { licenceLines } from '../../../src/domain/cart/licenceLines';

const noLicences = { desktop: null, web: null, app: null };

describe("a priced line's licence lines", () => {
  it("lists a bundle's families, each licensed category, the extra scripts and the upgrade", () => {
    expect(
      licenceLines({
        families: ['Serif', 'Sans'],
        optionsText: { desktop: '1–5 computers', web: null, app: '1 app' },
        scripts: ['Cyrillic', 'Greek'],
        upgrade: { orderId: 'A42', line: 0, paidBeforeCents: 5000, creditCents: 5000 },
      }),
    ).toEqual([
      'Families: Serif, Sans',
      'Desktop: 1–5 computers',
      'App: 1 app',
      'Extra scripts: Cyrillic, Greek',
      'Upgrade of order #A42',
    ]);
  });

  it('names one extra script in the singular', () => {
    expect(licenceLines({ optionsText: noLicences, scripts: ['Greek'] })).toEqual([
      'Extra script: Greek',
    ]);
  });

  it('has nothing to list for a line licensing nothing', () => {
    expect(licenceLines({ optionsText: noLicences, scripts: [] })).toEqual([]);
  });
});
