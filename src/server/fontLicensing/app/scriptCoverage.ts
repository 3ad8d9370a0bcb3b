/**
 * Which of a font's characters belong to a script the order does not license. A script is
 * named as Unicode names it (the shop's script names: "Cyrillic", "Greek"); its characters
 * are those whose Script property is that script (Unicode UAX #24), and every code point of
 * the script's own blocks (Unicode Blocks.txt): a combining mark such as U+0485 is "Inherited"
 * by script but is Cyrillic to anyone who reads a cmap.
 */
const SCRIPT_BLOCKS: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  Cyrillic: [
    [0x0400, 0x052f], // Cyrillic, Cyrillic Supplement
    [0x1c80, 0x1c8f], // Cyrillic Extended-C
    [0x2de0, 0x2dff], // Cyrillic Extended-A
    [0xa640, 0xa69f], // Cyrillic Extended-B
    [0x1e030, 0x1e08f], // Cyrillic Extended-D
  ],
  Greek: [
    [0x0370, 0x03ff], // Greek and Coptic
    [0x1f00, 0x1fff], // Greek Extended
  ],
  Hebrew: [[0x0590, 0x05ff]],
  Arabic: [
    [0x0600, 0x06ff],
    [0x0750, 0x077f],
    [0x08a0, 0x08ff],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
};

/** A test per script: the property escape throws for a name Unicode does not know. */
function scriptTest(script: string): (codePoint: number) => boolean {
  let property: RegExp | null;
  try {
    property = new RegExp(`^\\p{Script=${script}}$`, 'u');
  } catch {
    property = null;
  }
  const blocks = SCRIPT_BLOCKS[script] ?? [];
  if (!property && blocks.length === 0) throw new Error(`Unknown script "${script}"`);
  return (codePoint) =>
    blocks.some(([first, last]) => codePoint >= first && codePoint <= last) ||
    (property?.test(String.fromCodePoint(codePoint)) ?? false);
}

/** The code points that stay when the `withheld` scripts are taken out. */
export function codePointsWithout(
  codePoints: Iterable<number>,
  withheld: readonly string[],
): number[] {
  const tests = withheld.map(scriptTest);
  return [...codePoints].filter((codePoint) => !tests.some((belongs) => belongs(codePoint)));
}
