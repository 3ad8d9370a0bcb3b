/**
 * Which sample lines the tester shows (docs/tester.md). A script with a companion
 * (a right-to-left family's Latin lines, docs/tester.md) gives its last line to one of them, so the page's promise of a matching Latin
 * is seen without picking another script.
 */
/**
 * How many editable sample lines the tester shows at once. The server cuts the face of the
 * first screen's lines from the same count (src/server/catalogue/app/answers/firstLinesFace.ts).
 */
export const TESTER_LINES = 3;

export interface SampleSource {
  /** The lines of the script, or of the language picked. */
  samples: readonly string[];
  companion: readonly string[];
}

/** How many of the script's own lines show at once, and so how far 'New samples' moves. */
export function ownLineCount(source: SampleSource, lines: number): number {
  return source.companion.length > 0 ? Math.max(1, lines - 1) : lines;
}

/** The lines shown from `offset` on: the script's own, then one companion line. */
export function samplePage(source: SampleSource, offset: number, lines: number): string[] {
  const { samples, companion } = source;
  const own = ownLineCount(source, lines);
  const shown = Array.from(
    { length: Math.min(own, samples.length) },
    (_, i) => samples[(offset + i) % samples.length] as string,
  );
  if (companion.length === 0) return shown;
  const turn = Math.floor(offset / own);
  return [...shown, companion[turn % companion.length] as string];
}

/**
 * The offset 'New samples' moves to: the next own lines (and companion line), round to the
 * first once every own and companion line has shown.
 */
export function nextSampleOffset(source: SampleSource, offset: number, lines: number): number {
  const own = ownLineCount(source, lines);
  const period = source.samples.length * own * Math.max(1, source.companion.length);
  return period > 0 ? (offset + own) % period : 0;
}
