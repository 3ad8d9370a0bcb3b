import path from 'node:path';
import type { SterlingPeriodRate } from '../../../domain/orders/vatInSterling';

/** Where HMRC's period rates live (content/README.md "HMRC period rates"). */
export function sterlingPeriodRatesFile(contentDir: string): string {
  return path.join(contentDir, 'tax', 'hmrc-period-rates.csv');
}

/** The cells of one CSV line; a cell in double quotes may hold commas ("Korea, South"). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** "30/11/2026" → "2026-11-30"; anything else → null. */
function isoDay(day: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/**
 * The rows of HMRC's monthly rates in the layout of the files the Trade Tariff service
 * publishes (https://www.trade-tariff.service.gov.uk/exchange_rates): `Country/Territories,
 * Currency,Currency Code,Currency Units per £1,Start date,End date`, dates as DD/MM/YYYY. The
 * columns are found by their names, so several months' files may be pasted under one header.
 * A row without a code, a positive rate or both dates gives no rate.
 */
export function parseSterlingPeriodRates(csv: string): SterlingPeriodRate[] {
  const [header = '', ...rows] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = cellsOf(header).map((name) => name.toLowerCase());
  const column = (name: string) => names.indexOf(name);
  const [code, units, start, end] = [
    column('currency code'),
    column('currency units per £1'),
    column('start date'),
    column('end date'),
  ];
  if ([code, units, start, end].includes(-1)) return [];
  const rates: SterlingPeriodRate[] = [];
  for (const row of rows) {
    const cells = cellsOf(row);
    const currency = (cells[code] ?? '').toUpperCase();
    const unitsPerPound = Number(cells[units]);
    const from = isoDay(cells[start] ?? '');
    const until = isoDay(cells[end] ?? '');
    if (!/^[A-Z]{3}$/.test(currency) || !(unitsPerPound > 0) || !from || !until) continue;
    rates.push({ currency, start: from, end: until, unitsPerPound });
  }
  return rates;
}
