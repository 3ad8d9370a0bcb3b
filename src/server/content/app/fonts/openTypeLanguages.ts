/**
 * OpenType language system tags (GSUB/GPOS LangSysRecord) the tester can offer, with the
 * BCP 47 code a browser maps back to the same system when it is the `lang` attribute (so its
 * `locl` forms show) and the language's English name. A tag missing here is not offered:
 * without a code that selects it, a browser could not show what it does.
 */
const LANGUAGES: Readonly<Record<string, readonly [code: string, name: string]>> = {
  ARA: ['ar', 'Arabic'],
  AZE: ['az', 'Azerbaijani'],
  BGR: ['bg', 'Bulgarian'],
  BSH: ['ba', 'Bashkir'],
  CAT: ['ca', 'Catalan'],
  CHU: ['cv', 'Chuvash'],
  CRT: ['crh', 'Crimean Tatar'],
  CSY: ['cs', 'Czech'],
  DAN: ['da', 'Danish'],
  DEU: ['de', 'German'],
  ELL: ['el', 'Greek'],
  ENG: ['en', 'English'],
  ESP: ['es', 'Spanish'],
  FAR: ['fa', 'Persian'],
  FRA: ['fr', 'French'],
  GUA: ['gn', 'Guarani'],
  HUN: ['hu', 'Hungarian'],
  ISL: ['is', 'Icelandic'],
  ITA: ['it', 'Italian'],
  IWR: ['he', 'Hebrew'],
  KAZ: ['kk', 'Kazakh'],
  KUR: ['ku', 'Kurdish'],
  LAT: ['la', 'Latin'],
  LTH: ['lt', 'Lithuanian'],
  MKD: ['mk', 'Macedonian'],
  NLD: ['nl', 'Dutch'],
  NOR: ['nb', 'Norwegian'],
  PLK: ['pl', 'Polish'],
  PTG: ['pt', 'Portuguese'],
  ROM: ['ro', 'Romanian'],
  RUS: ['ru', 'Russian'],
  SKY: ['sk', 'Slovak'],
  SND: ['sd', 'Sindhi'],
  SRB: ['sr', 'Serbian'],
  SVE: ['sv', 'Swedish'],
  TAT: ['tt', 'Tatar'],
  TRK: ['tr', 'Turkish'],
  UKR: ['uk', 'Ukrainian'],
  URD: ['ur', 'Urdu'],
  VIT: ['vi', 'Vietnamese'],
};

export interface OpenTypeLanguage {
  /** The OpenType tag, e.g. TRK: what shaping on the server selects. */
  tag: string;
  /** BCP 47, e.g. tr: the `lang` attribute the tester sets. */
  code: string;
  name: string;
}

/** The offerable languages among a script's language systems, by name. */
export function testerLanguages(tags: readonly string[]): OpenTypeLanguage[] {
  return tags
    .flatMap((tag) => {
      const known = LANGUAGES[tag];
      return known ? [{ tag, code: known[0], name: known[1] }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The language a BCP 47 code stands for (content/tester names its samples' languages so). */
export function testerLanguageOfCode(code: string): OpenTypeLanguage | undefined {
  const entry = Object.entries(LANGUAGES).find(([, [known]]) => known === code);
  return entry ? { tag: entry[0], code, name: entry[1][1] } : undefined;
}
