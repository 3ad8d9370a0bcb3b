import { alphabetOf, type ScriptName } from './detectScripts';

/** OpenType script tags (the GSUB/GPOS ScriptList spelling) of the scripts the catalogue knows. */
export const OPENTYPE_SCRIPT: Record<ScriptName, string> = {
  Latin: 'latn',
  Greek: 'grek',
  Cyrillic: 'cyrl',
  Hebrew: 'hebr',
  Arabic: 'arab',
};

export const RTL_SCRIPTS: ReadonlySet<ScriptName> = new Set(['Hebrew', 'Arabic']);

/** The script a family is made for: a right-to-left family's own, else the first it covers. */
export function mainScript(scripts: readonly ScriptName[], rtl: boolean): ScriptName | undefined {
  return (rtl ? scripts.find((script) => RTL_SCRIPTS.has(script)) : undefined) ?? scripts[0];
}

/** Unicode blocks of each script's letters (Basic, Supplement, Extended). */
const BLOCKS: Record<ScriptName, ReadonlyArray<readonly [number, number]>> = {
  Latin: [
    [0x41, 0x5a],
    [0x61, 0x7a],
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ],
  Greek: [
    [0x370, 0x3ff],
    [0x1f00, 0x1fff],
  ],
  Cyrillic: [[0x400, 0x52f]],
  Hebrew: [
    [0x591, 0x5f4],
    [0xfb1d, 0xfb4f],
  ],
  Arabic: [
    [0x600, 0x6ff],
    [0x750, 0x77f],
  ],
};

/** Figures and the punctuation around them: figure styles, fractions and case forms act on these. */
const COMMON = '0123456789 1/2 3/4 7/8 1a 2o No. 10:00 (H) [H] {H} H-H H–H H—H ¡H ¿H «H» ‹H› @H &';

/** Letter pairs where ligatures form; a whole alphabet run gives the others their neighbours. */
const LIGATURES = 'ffi ffl ff fi fl ft fb fh fj fk Th ct st sp Qu';

export function inScript(script: ScriptName, codePoint: number): boolean {
  return BLOCKS[script].some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** A run holding every pair of the letters once (a de Bruijn sequence of order 2). */
function everyPair(letters: readonly string[]): string {
  const [first] = letters;
  if (first === undefined) return '';
  let run = first;
  const seen = new Set<string>();
  let last = first;
  for (let step = 0; step < letters.length * letters.length; step += 1) {
    // Prefer the latest letter whose pair with the last one is new: the greedy walk covers all.
    const next = [...letters].reverse().find((letter) => !seen.has(last + letter));
    if (next === undefined) break;
    seen.add(last + next);
    run += next;
    last = next;
  }
  return run;
}

/**
 * A text that shows what a feature does to a script in one font, in pieces short enough to
 * shape quickly (fontkit's time grows faster than the length of a run): every letter of the
 * script the font has, in a run and each alone, every pair of its lowercase letters
 * (ligatures and contextual forms need neighbours), figures and punctuation. A feature that leaves all of it as it was
 * changes nothing a visitor could type in that script.
 */
export function probeTexts(script: ScriptName, codePoints: readonly number[]): string[] {
  const letters = String.fromCodePoint(...codePoints.filter((cp) => inScript(script, cp)));
  const alphabet = [...alphabetOf(script)];
  // Scripts with case list capitals first; the second half of the alphabet is the lowercase.
  const caseless = script === 'Hebrew' || script === 'Arabic';
  const lower = caseless ? alphabet : alphabet.slice(alphabet.length / 2);
  const text = [
    letters,
    alone(letters),
    everyPair(lower),
    script === 'Latin' ? LIGATURES : '',
    COMMON,
  ].join(' ');
  return pieces([...text], PIECE_LENGTH);
}

/**
 * A shorter probe: every letter of the script the font has, in a run and alone, with figures and the usual
 * ligature pairs, but without the run of every pair. Enough to reach the alternates a glyph
 * view lists, in a fraction of the shaping time.
 */
export function letterProbeTexts(script: ScriptName, codePoints: readonly number[]): string[] {
  const letters = String.fromCodePoint(...codePoints.filter((cp) => inScript(script, cp)));
  const text = [letters, alone(letters), script === 'Latin' ? LIGATURES : '', COMMON].join(' ');
  return pieces([...text], PIECE_LENGTH);
}

/**
 * Each letter between spaces. A contextual alternate can take a letter in a run from the
 * features that act on it alone: Cormorant's Q becomes its long-tailed Q.long before any
 * letter, and its cv01 and cv02 change only the Q that stands before a space or at the end.
 * Arabic letters take their isolated forms here too.
 */
function alone(letters: string): string {
  return [...letters].join(' ');
}

const PIECE_LENGTH = 200;

/** Pieces of `length` characters; each starts with the last one of the piece before, so no pair is cut. */
function pieces(chars: readonly string[], length: number): string[] {
  const result: string[] = [];
  for (let start = 0; start < chars.length - 1 || start === 0; start += length - 1)
    result.push(chars.slice(start, start + length).join(''));
  return result;
}

/** The script most letters of a text belong to (figures and punctuation belong to none). */
export function scriptOfText(text: string, scripts: readonly ScriptName[]): ScriptName | undefined {
  let best: ScriptName | undefined;
  let bestCount = 0;
  for (const script of scripts) {
    const count = [...text].filter((char) => inScript(script, char.codePointAt(0) ?? 0)).length;
    if (count > bestCount) [best, bestCount] = [script, count];
  }
  return best;
}
