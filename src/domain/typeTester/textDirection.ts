/** Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms: right-to-left letters. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LETTER = /\p{L}/u;

/**
 * A line's direction from its first letter, as `dir="auto"` would judge it, except that a
 * line without letters (figures only) keeps the script's: a Persian line of digits is right
 * to left, a Latin companion line in an Arabic family left to right.
 */
export function textDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  for (const char of text) {
    if (RTL_LETTER.test(char) && LETTER.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return fallback;
}
