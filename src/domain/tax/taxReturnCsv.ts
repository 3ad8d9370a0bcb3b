import type { EcSalesListLine, OssLine } from './taxReturns';

/*
 * The OSS return as the BZSt's upload for the Union scheme reads it ("Import von Umsätzen in
 * die Steuererklärung für die OSS EU-Regelung – für Besteuerungszeiträume ab 3. Quartal 2021",
 * https://www.elster.de/bportal/helpGlobal?themaGlobal=osseust_import).
 *
 * What that official page confirms: the file is UTF-8 (CSV version 2.0 dropped ISO-8859-15)
 * and version 2.0 no longer accepts zero taxable amounts. Its record tables ("Datensatztabellen
 * und Satzarten") and sample file could not be read here, so the layout below is NOT confirmed
 * against them. It is the best documented one found, a public tool that builds the upload
 * (github.com/Tim-Delta/oss_bop_bzst_csv, written for CSV version 1.0):
 *
 *   #v2.0                                   the version line (that tool wrote #v1.0)
 *   1,<Land des Verbrauchs>                 Satzart 1: each member state of consumption
 *   2,<Land>,<Steuersatztyp>,<Steuersatz>,<Bemessungsgrundlage>,<Steuerbetrag>
 *                                           Satzart 2: services from the home member state,
 *                                           per state and rate (3: goods; 4, 5: from abroad)
 *
 * comma-separated, amounts in euros with a decimal comma, so quoted (that tool reports that
 * decimal points gave errors). Check the first file against the page's sample before
 * uploading it (docs/tax-returns.md). The figures are those Art. 369g(1) of Directive
 * 2006/112/EC asks for and §18h(3) UStG has filed electronically. Credit notes already reduce
 * their own quarter's lines (§17(1) sentence 7 UStG), so no correction of an earlier quarter
 * is written.
 */

/** The file's first line: the CSV version of the BZSt's interface it is written for. */
export const OSS_CSV_VERSION_LINE = '#v2.0';
/** Fonts are taxed at each member state's standard rate (vatRates.ts). */
const RATE_TYPE = 'STANDARD';

/** Euro cents as the BZSt's form writes euros: 1234,56 and -0,50. */
export function germanEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Euro cents as a plain CSV writes them: 1234.56. */
export function plainEuros(cents: number): string {
  return germanEuros(cents).replace(',', '.');
}

/** The OSS return's upload file; lines with no taxable amount are left out (CSV version 2.0). */
export function ossCsv(lines: readonly OssLine[]): string {
  const taxable = lines.filter((line) => line.netEurCents !== 0);
  const quoted = (cents: number) => `"${germanEuros(cents)}"`;
  const states = [...new Set(taxable.map((line) => line.country))].map((state) => `1,${state}`);
  const services = taxable.map((line) =>
    [
      '2',
      line.country,
      RATE_TYPE,
      quoted(Math.round(line.ratePercent * 100)),
      quoted(line.netEurCents),
      quoted(line.vatEurCents),
    ].join(','),
  );
  return [OSS_CSV_VERSION_LINE, ...states, ...services].join('\r\n') + '\r\n';
}

/**
 * The EC Sales List as a plain CSV, one line per customer VAT ID (§18a(7) no. 1 UStG): the
 * member state, the VAT ID and the sum of the quarter's net amounts in euros. The sales are
 * other services under Art. 44 of the directive (marked "S" in the Zusammenfassende Meldung).
 */
export function ecSalesListCsv(lines: readonly EcSalesListLine[]): string {
  const rows = lines.map((line) =>
    [line.country, line.vatNumber, plainEuros(line.netEurCents), 'S'].join(','),
  );
  return ['country,vat_number,net_eur,kind', ...rows].join('\r\n') + '\r\n';
}
