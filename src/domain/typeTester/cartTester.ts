import { errorItem, type ErrorItem } from '../errors/ErrorItem';
import {
  MAX_LINES,
  MAX_TEXT,
  readSetup,
  setupQuery,
  TAG,
  TESTER_QUERY_NAMES,
  type TesterSetup,
} from './testerSetup';
import { formatFormQuery, formQueryReader, parseFormQuery } from './formQuery';
import { textDirection } from './textDirection';

/**
 * The tester set-up a cart line carries (docs/tester.md): the tester's own
 * address query, e.g. `text=Hamburg&style=bold&size=90&features=ss01`, so the shared cart
 * link opens the tester as it was and the PDF quote prints the sample as set up. It rides in
 * the cart cookie beside the line, hence the bound: a longer set-up loses its last lines.
 */
export const MAX_CART_TESTER = 600;

/** What a family's tester can show, for checking a set-up the browser sent. */
export interface TesterFacts {
  familyName: string;
  minSize: number;
  maxSize: number;
  defaultSize: number;
  /** Every style: its address slug and its name. */
  styles: ReadonlyArray<{ slug: string; name: string }>;
  /** The slug of the style a line with no style of its own is set in. */
  regular: string | null;
  /** Per script, main script first: the feature tags the tester offers, and its samples. */
  scripts: ReadonlyArray<{
    script: string;
    direction: 'ltr' | 'rtl';
    features: readonly string[];
    /**
     * How the tester names each offered feature: the font's own name of a stylistic set or
     * character variant (its featureParams), the registered ones in words ("Tabular figures").
     */
    featureNames?: Readonly<Record<string, string>>;
    /**
     * Its languages: OpenType tag, BCP 47 code, name, and the language's own sample lines
     * (none: the script's).
     */
    languages: ReadonlyArray<{
      tag: string;
      code: string;
      name: string;
      samples?: readonly string[];
    }>;
    samples: readonly string[];
  }>;
  axes: ReadonlyArray<{ tag: string; min: number; max: number }>;
}

export type CheckedTester =
  { ok: true; query: string; setup: TesterSetup } | { ok: false; error: ErrorItem };

const TESTER_FIELD = 'tester';
const INVALID_MESSAGE = 'This tester setting is not one the typeface offers.';

/** The set-up as the cart keeps it: the tester's query, its typed lines cut to fit. */
export function cartTesterQuery(setup: TesterSetup, defaultSize: number): string {
  return fitted(setupQuery(setup, defaultSize));
}

/**
 * The tester's part of a page address (the shop is reached from the tester with it), cut to
 * fit the cart; null when the address holds no set-up.
 */
export function cartTesterFromAddress(search: string): string | null {
  const entries = parseFormQuery(search).filter(([name]) => TESTER_QUERY_NAMES.includes(name));
  const query = entries.length > 0 ? fitted(entries) : '';
  // A set-up too long even without typed text goes without: the line matters more.
  return query !== '' && query.length <= MAX_CART_TESTER ? query : null;
}

/** Shortens the last typed line, then drops it, until the query fits MAX_CART_TESTER. */
function fitted(entries: ReadonlyArray<[string, string]>): string {
  let query = [...entries];
  for (;;) {
    const text = formatFormQuery(query);
    const last = query.map(([name]) => name).lastIndexOf('text');
    if (text.length <= MAX_CART_TESTER || last < 0) return text;
    const line = query[last]?.[1] ?? '';
    query =
      line.length > 20
        ? query.map((entry, index): [string, string] =>
            index === last ? ['text', line.slice(0, line.length - 20)] : entry,
          )
        : query.filter((_, index) => index !== last);
  }
}

/**
 * Checks a set-up against the family (server side: the browser's copy is never trusted) and
 * answers it rewritten in the tester's own form. Field names are relative (`tester.size`);
 * the caller puts the line's path before them.
 */
export function checkCartTester(raw: unknown, facts: TesterFacts): CheckedTester {
  if (typeof raw !== 'string') {
    return fail(TESTER_FIELD, 'The tester set-up must be the tester’s address query.', 'invalid');
  }
  const tooLong = () =>
    fail(
      TESTER_FIELD,
      `The tester set-up is longer than ${MAX_CART_TESTER} characters.`,
      'too_long',
    );
  if (raw.length > MAX_CART_TESTER) return tooLong();
  const entries = parseFormQuery(raw);
  const params = formQueryReader(entries);
  const names = [...new Set(entries.map(([name]) => name))];
  const unknown = names.find((name) => !TESTER_QUERY_NAMES.includes(name));
  if (unknown !== undefined) {
    return fail(`${TESTER_FIELD}.${unknown}`, 'The tester has no such setting.', 'unknown_setting');
  }
  const setup = readSetup(params, facts);
  const wrong = names.find((name) => !settingHolds(name, params.getAll(name), setup, facts));
  if (wrong !== undefined)
    return fail(`${TESTER_FIELD}.${wrong}`, INVALID_MESSAGE, 'invalid_setting');
  // The tester's own spelling can be longer than what was sent (`:` is written `%3A`).
  const query = cartTesterQuery(setup, facts.defaultSize);
  return query.length <= MAX_CART_TESTER ? { ok: true, query, setup } : tooLong();
}

function fail(field: string, message: string, rule: string): CheckedTester {
  return { ok: false, error: errorItem(field, message, rule) };
}

/** The tags of the script a set-up is in (the family's main script when it names none). */
function scriptOf(setup: TesterSetup, facts: TesterFacts) {
  return facts.scripts.find((entry) => entry.script === setup.script) ?? facts.scripts[0];
}

/** Whether the values written for one setting are what the setup read from them. */
function settingHolds(
  name: string,
  values: string[],
  setup: TesterSetup,
  facts: TesterFacts,
): boolean {
  const one = values.length === 1 ? (values[0] ?? '') : null;
  const number = one === null || one.trim() === '' ? NaN : Number(one);
  switch (name) {
    case 'text':
      return values.length <= MAX_LINES && values.every((text) => text.length <= MAX_TEXT);
    case 'style':
      return (
        values.length <= MAX_LINES &&
        values.every((slug) => slug === '' || facts.styles.some((style) => style.slug === slug))
      );
    case 'script':
      return facts.scripts.some((entry) => entry.script === one);
    case 'lang':
      return (scriptOf(setup, facts)?.languages ?? []).some((language) => language.code === one);
    case 'samples':
      return one !== null && /^\d{1,4}$/.test(one);
    case 'size':
      return number === setup.size;
    case 'leading':
      return number === setup.leading;
    case 'tracking':
      return number === setup.tracking;
    case 'align':
      return one === setup.align;
    case 'view':
      return one === setup.view;
    case 'invert':
      return one === '1';
    case 'case':
      return setup.letterStyle !== null && one === String(setup.letterStyle);
    case 'figures':
      return one !== null && one === setup.figures;
    case 'features': {
      const tags = one?.split(',') ?? [];
      const offered = scriptOf(setup, facts)?.features ?? [];
      return tags.length > 0 && tags.every((tag) => TAG.test(tag) && offered.includes(tag));
    }
    case 'line-axes':
      return (
        values.length <= MAX_LINES &&
        values.every(
          (value, index) => value === '' || axesHold(value, setup.lineAxes[index] ?? {}, facts),
        )
      );
    // 'axes', the last of TESTER_QUERY_NAMES: any other name was refused as unknown before.
    default:
      return one !== null && axesHold(one, setup.axes, facts);
  }
}

/** Whether axis values as written (`wght:650,opsz:32`) are the family's axes, in range, as read. */
function axesHold(written: string, read: Record<string, number>, facts: TesterFacts): boolean {
  const pairs = written.split(',');
  return (
    pairs.length > 0 &&
    pairs.every((pair) => {
      const [tag, value] = pair.split(':');
      const axis = facts.axes.find((candidate) => candidate.tag === tag);
      const at = read[tag ?? ''];
      return (
        axis !== undefined &&
        at !== undefined &&
        String(at) === value &&
        at >= axis.min &&
        at <= axis.max
      );
    })
  );
}

/** What a set-up shows, in words and text, for the cart line and the PDF quote. */
export interface TesterSample {
  /** The first line as the tester shows it: the typed text, else the sample it showed. */
  text: string;
  /** The slug and name of the style the first line is set in. */
  style: { slug: string; name: string } | null;
  size: number;
  leading: number;
  /** Letter spacing in thousandths of an em. */
  tracking: number;
  /** e.g. "Bold · 90 px · leading 1.5 · Small capitals · Stylistic set 1, Open digits · wght 650". */
  summary: string;
  /** Feature tags the sample is set with (case and figure controls included). */
  features: string[];
  axes: Record<string, number>;
  direction: 'ltr' | 'rtl';
  /** The language system the sample is shaped in (its OpenType tag and name), if one. */
  language: { tag: string; name: string } | null;
}

const CASE_WORDS: Record<number, string> = {
  1: 'All capitals',
  2: 'All lowercase',
  3: 'Small capitals',
  4: 'All small capitals',
};

export function testerSample(setup: TesterSetup, facts: TesterFacts): TesterSample {
  const script = scriptOf(setup, facts);
  const language = script?.languages.find((candidate) => candidate.code === setup.language);
  // The first line the tester showed: the language's lines, else the script's (samplePage.ts).
  const samples = language?.samples?.length ? language.samples : (script?.samples ?? []);
  const sample = samples.length > 0 ? (samples[setup.sampleOffset % samples.length] ?? '') : '';
  const slug = setup.styles[0] || facts.regular;
  const style = facts.styles.find((candidate) => candidate.slug === slug) ?? null;
  const features = [...setup.features];
  if (setup.figures) features.push(setup.figures);
  if (setup.letterStyle === 3 || setup.letterStyle === 4) features.push('smcp');
  if (setup.letterStyle === 4) features.push('c2sc');
  // The first line's: its own values over those of every line.
  const lineAxes = { ...setup.axes, ...setup.lineAxes[0] };
  const axes = Object.entries(lineAxes).map(([tag, value]) => `${tag} ${value}`);
  const text = setup.texts?.[0] ?? sample;
  const parts = [
    style?.name ?? '',
    language?.name ?? '',
    `${setup.size} px`,
    setup.leading !== 1.2 ? `leading ${setup.leading}` : '',
    setup.tracking !== 0 ? `tracking ${setup.tracking}` : '',
    setup.letterStyle ? (CASE_WORDS[setup.letterStyle] ?? '') : '',
    setup.figures === 'onum'
      ? 'Oldstyle figures'
      : setup.figures === 'lnum'
        ? 'Lining figures'
        : '',
    [...setup.features]
      .sort()
      .map((tag) => script?.featureNames?.[tag] ?? tag)
      .join(', '),
    axes.join(', '),
  ];
  return {
    text,
    style,
    size: setup.size,
    leading: setup.leading,
    tracking: setup.tracking,
    summary: parts.filter((part) => part !== '').join(' · '),
    features,
    axes: lineAxes,
    direction: textDirection(text, script?.direction ?? 'ltr'),
    language: language ? { tag: language.tag, name: language.name } : null,
  };
}
