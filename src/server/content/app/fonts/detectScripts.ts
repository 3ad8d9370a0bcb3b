/** A writing system the catalogue tells visitors about, with the letters that prove it. */
interface ScriptProbe {
  name: ScriptName;
  /** The basic alphabet: a font covers the script only if it has all of these. */
  alphabet: string;
}

export type ScriptName = 'Latin' | 'Greek' | 'Cyrillic' | 'Hebrew' | 'Arabic';

// A whole basic alphabet, not one code point of the block: many Latin fonts carry a
// stray µ or π, which is not Greek support.
const PROBES: readonly ScriptProbe[] = [
  { name: 'Latin', alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz' },
  { name: 'Greek', alphabet: 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψω' },
  {
    name: 'Cyrillic',
    alphabet: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюя',
  },
  { name: 'Hebrew', alphabet: 'אבגדהוזחטיכלמנסעפצקרשת' },
  { name: 'Arabic', alphabet: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي' },
];

export function alphabetOf(script: ScriptName): string {
  return PROBES.find((probe) => probe.name === script)?.alphabet ?? '';
}

/** The scripts whose whole basic alphabet is in the character set, in a fixed order. */
export function detectScripts(codePoints: ReadonlySet<number>): ScriptName[] {
  return PROBES.filter((probe) =>
    [...probe.alphabet].every((char) => codePoints.has(char.codePointAt(0) ?? -1)),
  ).map((probe) => probe.name);
}
