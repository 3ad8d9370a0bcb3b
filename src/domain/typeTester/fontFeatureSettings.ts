/**
 * docs/spec.md §3 "Text style": how the type tester's settings become CSS. Pure, so the tester,
 * its tests and any server-side specimen render the same features.
 */

/**
 * docs/spec.md §3/§9 letter style codes; `null` is the text as typed. 4, all small caps, sets the
 * capitals as small capitals too (c2sc with smcp), offered where the font has both.
 */
export const LETTER_STYLE = { allCaps: 1, allLower: 2, smallCaps: 3, allSmallCaps: 4 } as const;
export type LetterStyle = (typeof LETTER_STYLE)[keyof typeof LETTER_STYLE];

export function isLetterStyle(value: number): value is LetterStyle {
  return (Object.values(LETTER_STYLE) as number[]).includes(value);
}

/** A feature's `data_setting` as the API gives it: one setting or a list of them. */
export type DataSetting = string | readonly string[];

/** The figure style switched on; `null` keeps the font's default figures. */
export type FigureStyle = 'onum' | 'lnum' | null;

export interface TextStyle {
  letterStyle: LetterStyle | null;
  figures: FigureStyle;
  /** The `data_setting` of every selected OpenType feature. */
  features: readonly DataSetting[];
}

export interface AppliedTextStyle {
  fontFeatureSettings: string;
  textTransform: 'none' | 'uppercase' | 'lowercase';
}

/** docs/spec.md §9: "Default features always on: kerning and standard ligatures." */
const ALWAYS_ON = ['kern', 'liga'] as const;

const SETTING = /^\s*["']?([A-Za-z0-9]{4})["']?\s*(?:\s(on|off|\d+))?\s*$/;

/** '"ss01" 1', 'ss01', "'ss01' on" → ['ss01', '1']; anything else is ignored. */
function parseSetting(setting: string): [tag: string, value: string] | null {
  const match = SETTING.exec(setting);
  if (!match) return null;
  const [, tag, raw] = match;
  const value = raw === undefined || raw === 'on' ? '1' : raw === 'off' ? '0' : raw;
  return [tag as string, value];
}

export function applyTextStyle(style: TextStyle): AppliedTextStyle {
  // A Map keeps the first position of a tag and the last value given for it.
  const settings = new Map<string, string>(ALWAYS_ON.map((tag) => [tag, '1']));
  if (style.figures) settings.set(style.figures, '1');
  if (style.letterStyle === LETTER_STYLE.allSmallCaps) settings.set('c2sc', '1');
  if (
    style.letterStyle === LETTER_STYLE.smallCaps ||
    style.letterStyle === LETTER_STYLE.allSmallCaps
  )
    settings.set('smcp', '1');
  for (const dataSetting of style.features) {
    const list: readonly string[] = typeof dataSetting === 'string' ? [dataSetting] : dataSetting;
    for (const item of list.flatMap((entry) => entry.split(','))) {
      const parsed = parseSetting(item);
      if (parsed) settings.set(parsed[0], parsed[1]);
    }
  }
  return {
    fontFeatureSettings: [...settings].map(([tag, value]) => `"${tag}" ${value}`).join(', '),
    textTransform:
      style.letterStyle === LETTER_STYLE.allCaps
        ? 'uppercase'
        : style.letterStyle === LETTER_STYLE.allLower
          ? 'lowercase'
          : 'none',
  };
}
