/**
 * The OpenType features a browser applies to text that sets none: those HarfBuzz (the shaper
 * of Chromium and Firefox) turns on by itself, from its generic and Arabic shapers
 * (https://github.com/harfbuzz/harfbuzz/blob/main/src/hb-ot-shape.cc, `common_features`,
 * `horizontal_features`; hb-ot-shaper-arabic.cc), plus the tester's own `kern` and `liga`
 * (src/domain/typeTester/fontFeatureSettings.ts, ALWAYS_ON). A subset that keeps these, with
 * the glyphs they reach, draws its text as the whole font does when no toggle is on; it need
 * not carry the stylistic sets, variants and figure styles a visitor may turn on later, which
 * more than double its size (Inter's first lines: 15 kB with these, 35 kB with every feature).
 *
 * Left out: `frac`, `numr` and `dnom`, which HarfBuzz applies only around a fraction slash
 * (U+2044) and which would otherwise pull in every figure's numerator and denominator.
 */
export const DEFAULT_LAYOUT_FEATURES: readonly string[] = [
  // Variations and direction
  'rvrn',
  'ltra',
  'ltrm',
  'rtla',
  'rtlm',
  'rand',
  // Every script
  'abvm',
  'blwm',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  // Horizontal text
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  // Arabic joining forms
  'stch',
  'isol',
  'fina',
  'fin2',
  'fin3',
  'medi',
  'med2',
  'init',
  'mset',
];
