import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import { toWebFontFace } from '../catalogue/CatalogueAnswers';
import type {
  TrialCharacterSet,
  TrialPage,
  TrialTypeface,
} from '../../application/trials/TrialPage';

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A list of `{script|name, characters}`, or a map script → characters. */
function characterSets(value: unknown): TrialCharacterSet[] {
  if (Array.isArray(value)) {
    return value
      .map((entry) => {
        const set = record(entry);
        return {
          script: text(set.script ?? set.name),
          characters: text(set.characters),
          inTrial: set.in_trial !== false,
        };
      })
      .filter((set) => set.script !== '' && set.characters !== '');
  }
  return Object.entries(record(value))
    .map(([script, characters]) => ({ script, characters: text(characters), inTrial: true }))
    .filter((set) => set.characters !== '');
}

/** The style answer of the family's regular style, when it names a web font. */
function webFontFace(value: unknown): WebFontFace | null {
  const style = record(value);
  const url = text(style.woff2_url);
  if (!url) return null;
  return toWebFontFace({
    font_family: text(style.font_family),
    woff2_url: url,
    font_weight: typeof style.font_weight === 'number' ? style.font_weight : 400,
    font_style: style.font_style === 'italic' ? 'italic' : 'normal',
  });
}

function trialTypeface(value: unknown): TrialTypeface {
  const typeface = record(value);
  return {
    name: text(typeface.name),
    page: text(typeface.page ?? typeface.slug),
    font: webFontFace(typeface.font),
    characterSets: characterSets(typeface.character_sets ?? typeface.characters),
  };
}

/**
 * GET pages/free_trials: the intro html in `data` (spec §7 "response data is html"), or
 * `data.html`, with the trial typefaces beside it.
 */
export function trialPageFromAnswer(answer: unknown): TrialPage {
  const body = record(answer);
  const data = body.data;
  const inner = record(data);
  const typefaces = body.typefaces ?? inner.typefaces;
  return {
    introHtml: typeof data === 'string' ? data : text(inner.html ?? inner.content ?? body.html),
    typefaces: Array.isArray(typefaces) ? typefaces.map(trialTypeface) : [],
  };
}
