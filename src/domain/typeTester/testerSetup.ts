import { isLetterStyle, type FigureStyle, type LetterStyle } from './fontFeatureSettings';

/** Text alignment; start and end follow the direction of the sample's script. */
export type Alignment = 'start' | 'center' | 'end';
/** The sample lines, one line in every style, the first line at several sizes, or every glyph. */
export type TesterView = 'lines' | 'styles' | 'waterfall' | 'glyphs';

/**
 * Everything a visitor set in the type tester: what a reload keeps and a link reproduces
 * (docs/tester.md). Lines are addressed by index; a style by its slug, which
 * outlives database ids.
 */
export interface TesterSetup {
  /** The script of the samples (e.g. "Latin"); null is the family's main script. */
  script: string | null;
  /**
   * The language the samples are set for, as BCP 47 (e.g. "tr"), one of the script's language
   * systems in the font: the `lang` attribute that brings its `locl` forms. Null: none.
   */
  language: string | null;
  /** The lines as the visitor typed them; null shows the samples. */
  texts: string[] | null;
  /** Which samples show, while no text is typed ('New samples' moves it on). */
  sampleOffset: number;
  /** Style slug per line; a missing entry is the family's regular. */
  styles: string[];
  size: number;
  /** Line height as a multiple of the size. */
  leading: number;
  /** Letter spacing in thousandths of an em. */
  tracking: number;
  align: Alignment;
  inverted: boolean;
  view: TesterView;
  letterStyle: LetterStyle | null;
  figures: FigureStyle;
  /** Selected OpenType feature tags, e.g. ss01, tnum. */
  features: string[];
  /** Variable font axis values by tag, e.g. { wght: 650 }, for every line. */
  axes: Record<string, number>;
  /**
   * A line's own axis values by line index, over `axes` (a line picked at "Light", another at
   * "Black"); an empty entry follows `axes`.
   */
  lineAxes: Array<Record<string, number>>;
}

export const LEADING_RANGE = { min: 0.8, max: 2.4, step: 0.05, default: 1.2 } as const;
export const TRACKING_RANGE = { min: -100, max: 300, step: 5, default: 0 } as const;
export const ALIGNMENTS: readonly Alignment[] = ['start', 'center', 'end'];
export const VIEWS: readonly TesterView[] = ['lines', 'styles', 'waterfall', 'glyphs'];
/** A typed line is kept in the address up to this length (addresses have practical limits). */
export const MAX_TEXT = 500;
export const MAX_LINES = 12;

/** The query names the tester owns; any other parameter of a page is left as it is. */
export const TESTER_QUERY_NAMES: readonly string[] = [
  'script',
  'lang',
  'text',
  'samples',
  'style',
  'size',
  'leading',
  'tracking',
  'align',
  'invert',
  'view',
  'case',
  'figures',
  'features',
  'line-axes',
  'axes',
];

export function defaultSetup(size: number): TesterSetup {
  return {
    script: null,
    language: null,
    texts: null,
    sampleOffset: 0,
    styles: [],
    size,
    leading: LEADING_RANGE.default,
    tracking: TRACKING_RANGE.default,
    align: 'start',
    inverted: false,
    view: 'lines',
    letterStyle: null,
    figures: null,
    features: [],
    axes: {},
    lineAxes: [],
  };
}

/** What the query string reader needs: URLSearchParams has it, and so does a test double. */
export interface QueryReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function numberOr(raw: string | null, fallback: number): number {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

function oneOf<T extends string>(raw: string | null, options: readonly T[], fallback: T): T {
  return options.find((option) => option === raw) ?? fallback;
}

export const TAG = /^[a-z0-9]{4}$/i;
/** A BCP 47 language code as the tester offers them: "tr", "crh", "ro-MD". */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/**
 * Reads a setup from the address. Anything unknown or out of range falls back to the
 * default: a hand-edited or old link still opens a working tester.
 */
export function readSetup(
  query: QueryReader,
  limits: { minSize: number; maxSize: number; defaultSize: number },
): TesterSetup {
  const setup = defaultSetup(limits.defaultSize);
  const texts = query.getAll('text').slice(0, MAX_LINES);
  const letterStyle = numberOr(query.get('case'), 0);
  const figures = query.get('figures');
  return {
    ...setup,
    script: query.get('script'),
    language: LANGUAGE_CODE.test(query.get('lang') ?? '') ? query.get('lang') : null,
    texts: texts.length > 0 ? texts.map((text) => text.slice(0, MAX_TEXT)) : null,
    sampleOffset: Math.max(0, Math.trunc(numberOr(query.get('samples'), 0))),
    styles: query.getAll('style').slice(0, MAX_LINES),
    size: clamp(numberOr(query.get('size'), setup.size), limits.minSize, limits.maxSize),
    leading: clamp(
      numberOr(query.get('leading'), setup.leading),
      LEADING_RANGE.min,
      LEADING_RANGE.max,
    ),
    tracking: clamp(
      numberOr(query.get('tracking'), setup.tracking),
      TRACKING_RANGE.min,
      TRACKING_RANGE.max,
    ),
    align: oneOf(query.get('align'), ALIGNMENTS, setup.align),
    inverted: query.get('invert') === '1',
    view: oneOf(query.get('view'), VIEWS, setup.view),
    letterStyle: isLetterStyle(letterStyle) ? letterStyle : null,
    figures: figures === 'onum' || figures === 'lnum' ? figures : null,
    features: (query.get('features') ?? '').split(',').filter((tag) => TAG.test(tag)),
    axes: readAxes(query.get('axes') ?? ''),
    lineAxes: query.getAll('line-axes').slice(0, MAX_LINES).map(readAxes),
  };
}

/** Axis values as the address writes them, `wght:650,opsz:32`; a malformed pair is left out. */
export function readAxes(raw: string): Record<string, number> {
  const axes: Record<string, number> = {};
  for (const pair of raw.split(',')) {
    const [tag = '', value = ''] = pair.split(':');
    const number = numberOr(value, NaN);
    if (TAG.test(tag) && Number.isFinite(number)) axes[tag] = number;
  }
  return axes;
}

/** Axis values as the address writes them: by tag, so the same values give the same link. */
export function writeAxes(axes: Readonly<Record<string, number>>): string {
  return (
    Object.entries(axes)
      // Axis tags are four ASCII letters: code-point order, no collator to load.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([tag, value]) => `${tag}:${value}`)
      .join(',')
  );
}

/**
 * The setup as query parameters, leaving out what equals the default so a plain visit keeps
 * a plain address. Order is fixed: the same setup always gives the same link.
 */
export function setupQuery(setup: TesterSetup, defaultSize: number): Array<[string, string]> {
  const base = defaultSetup(defaultSize);
  const query: Array<[string, string]> = [];
  const put = (name: string, value: string, fallback: string) => {
    if (value !== fallback) query.push([name, value]);
  };
  put('script', setup.script ?? '', '');
  put('lang', setup.language ?? '', '');
  for (const text of setup.texts ?? []) query.push(['text', text]);
  put('samples', String(setup.sampleOffset), String(base.sampleOffset));
  for (const style of setup.styles) query.push(['style', style]);
  put('size', String(setup.size), String(base.size));
  put('leading', String(setup.leading), String(base.leading));
  put('tracking', String(setup.tracking), String(base.tracking));
  put('align', setup.align, base.align);
  put('invert', setup.inverted ? '1' : '', '');
  put('view', setup.view, base.view);
  put('case', String(setup.letterStyle ?? ''), '');
  put('figures', setup.figures ?? '', '');
  put('features', [...setup.features].sort().join(','), '');
  // One entry per line up to the last with axes of its own (an empty one follows `axes`).
  const lineAxes = setup.lineAxes.map(writeAxes);
  while (lineAxes.length > 0 && lineAxes[lineAxes.length - 1] === '') lineAxes.pop();
  for (const axes of lineAxes) query.push(['line-axes', axes]);
  put('axes', writeAxes(setup.axes), '');
  return query;
}
