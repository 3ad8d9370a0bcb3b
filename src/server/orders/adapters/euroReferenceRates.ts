import path from 'node:path';
import type { EuroReferenceRate } from '../../../domain/orders/vatInEur';

/** Where the dated rate table lives (content/README.md "Euro reference rates"). */
export function euroReferenceRatesFile(contentDir: string): string {
  return path.join(contentDir, 'tax', 'eur-reference-rates.csv');
}

/**
 * The rows of a table in the layout of the ECB's eurofxref-hist.csv: `Date,USD,GBP,…`, one day
 * a row, each figure the units one euro buys. An empty or "N/A" cell (a currency not yet
 * or no longer quoted) and a malformed row give no rate.
 */
export function parseEuroReferenceRates(csv: string): EuroReferenceRate[] {
  const [header = '', ...rows] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const currencies = header.split(',').map((cell) => cell.trim().toUpperCase());
  const rates: EuroReferenceRate[] = [];
  for (const row of rows) {
    const cells = row.split(',').map((cell) => cell.trim());
    const date = cells[0] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    cells.forEach((cell, index) => {
      const currency = currencies[index] ?? '';
      const unitsPerEuro = Number(cell);
      if (index === 0 || !/^[A-Z]{3}$/.test(currency) || !cell || !(unitsPerEuro > 0)) return;
      rates.push({ currency, date, unitsPerEuro });
    });
  }
  return rates;
}
