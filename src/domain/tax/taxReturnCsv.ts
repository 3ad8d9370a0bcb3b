import type { EcSalesListLine, OssLine } from './taxReturns';
import { vatNumberPrefixOf } from './vatNumber';

/*
 * The two returns as the BZSt's portal imports them. Both imports follow ELSTER's general CSV
 * rules ("Aufbau einer CSV-Datei für die Importfunktion",
 * https://www.elster.de/eportal/helpGlobal?themaGlobal=allgemeine_csv-anleitung): UTF-8, the
 * first line names the interface's current CSV version as `#v<version>`, and only an import
 * with a single record type (Satzart) has a second line of field names.
 */

/**
 * The OSS return, for "Import von Umsätzen in die Steuererklärung für die OSS EU-Regelung – für
 * Besteuerungszeiträume ab 3. Quartal 2021"
 * (https://www.elster.de/bportal/helpGlobal?themaGlobal=osseust_import). That page confirms
 * CSV version 2.0 (UTF-8; no zero taxable amounts). Its record tables could not be read here;
 * the layout below is the one two independent public exporters write, and they agree on it:
 *
 *   #v2.0
 *   1,<Land des Verbrauchs>                  Satzart 1: a member state of consumption,
 *   2,<Land>,<Umsatzsteuertyp>,<Umsatzsteuersatz>,<Bemessungsgrundlage>,<Umsatzsteuerbetrag>
 *                                            then its sales at each rate
 *
 * - vendidero's "One Stop Shop for WooCommerce" (src/CSVExporterBOP.php, CSV version 2.0, in use
 *   by German shops): each state's Satzart 1 line directly before its lines, no field-name
 *   line, decimal points, Greece as EL;
 * - github.com/Tim-Delta/oss_bop_bzst_csv (CSV version 1.0): the record types — 2 for services
 *   supplied from Germany (fonts are electronically supplied services, §3a(5) UStG), 3 for goods
 *   (the one vendidero writes, selling goods), 4 and 5 from establishments abroad — and that
 *   the BZSt's guide asks for decimal points.
 *
 * The figures are those Art. 369g(1) of Directive 2006/112/EC asks for and §18h(3) UStG has
 * filed electronically. Credit notes already reduce their own quarter's lines (§17(1) sentence
 * 7 UStG), so no correction of an earlier quarter is written. docs/tax-returns.md says what to
 * check before the first upload.
 */

/** The OSS file's first line: the CSV version of the BZSt's interface it is written for. */
export const OSS_CSV_VERSION_LINE = '#v2.0';
/** Satzart 2: services supplied from the home member state. */
const OSS_SERVICES_RECORD = '2';
/** Fonts are taxed at each member state's standard rate (vatRates.ts). */
const RATE_TYPE = 'STANDARD';

/** Euro cents as the BZSt's imports and a plain CSV write them: 1234.56 and -0.50. */
export function plainEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The OSS return's upload file; lines with no taxable amount are left out (CSV version 2.0). */
export function ossCsv(lines: readonly OssLine[]): string {
  const taxable = lines.filter((line) => line.netEurCents !== 0);
  const records = [OSS_CSV_VERSION_LINE];
  for (const state of new Set(taxable.map((line) => line.country))) {
    // The EU writes Greece as EL in VAT matters, in the OSS as in VAT numbers.
    const code = vatNumberPrefixOf(state);
    records.push(`1,${code}`);
    for (const line of taxable.filter((each) => each.country === state)) {
      records.push(
        [
          OSS_SERVICES_RECORD,
          code,
          RATE_TYPE,
          plainEuros(Math.round(line.ratePercent * 100)),
          plainEuros(line.netEurCents),
          plainEuros(line.vatEurCents),
        ].join(','),
      );
    }
  }
  return records.join('\r\n') + '\r\n';
}

/**
 * The EC Sales List for "Import von Meldelisten zur Zusammenfassenden Meldung"
 * (https://www.elster.de/eportal/helpGlobal?themaGlobal=zmdo_import_eop), CSV version 3.0
 * (UTF-8; since 2.0 the country code is part of the VAT ID's column). One record type, so a
 * line of field names follows the version lines. Each line: the customer's VAT ID, the sum of
 * the quarter's net amounts in whole euros ("Volle Geldbeträge … als Ziffernfolge ohne
 * Dezimaltrenner", a minus sign before a negative one) and the kind of supply, S for other
 * services (§18a(7) no. 3 UStG; fonts are services under Art. 44 of the directive). The page's
 * tables could not be read here; this is the file Odoo's German localisation writes for that
 * page (l10n_de_reports, EC sales report handler), the Excel sheet's version line included.
 */
export const EC_SALES_LIST_CSV_HEAD = [
  '#v3.0',
  '#ve3.2.1',
  'Umsatzsteuer-Identifikationsnummer (USt-IdNr.),Betrag (Euro),Art der Leistung',
];

/** Euro cents as whole euros, halves away from zero: 23450 → 235, -23450 → -235. */
export function wholeEuros(cents: number): string {
  const euros = Math.round(Math.abs(cents) / 100);
  return String(cents < 0 && euros !== 0 ? -euros : euros);
}

export function ecSalesListCsv(lines: readonly EcSalesListLine[]): string {
  const rows = lines.map((line) => [line.vatNumber, wholeEuros(line.netEurCents), 'S'].join(','));
  return [...EC_SALES_LIST_CSV_HEAD, ...rows].join('\r\n') + '\r\n';
}
