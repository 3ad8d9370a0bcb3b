import type { CSSProperties } from 'react';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import type { SpecimenStyle } from '../../../../application/catalogue/TypefaceSpecimen';
import {
  variationSettingsOf,
  type StyleOption,
} from '../../../../application/catalogue/styleOptions';
import { fontStack } from '../../../components/fontFaces';

/** The settings every sample shares: features, case, leading, tracking, alignment, size. */
export function sharedSampleStyle(store: TypeTesterStore): CSSProperties {
  const { fontFeatureSettings, textTransform } = store.appliedStyle;
  const { setup } = store;
  return {
    '--tester-size': `${setup.size}px`,
    fontFeatureSettings,
    textTransform,
    lineHeight: setup.leading,
    // Each line resolves the em against its own size (an em set here would be the page's).
    '--tester-tracking': `${setup.tracking / 1000}`,
    // Start and end are the script's sides: a line of another direction (a Latin companion
    // in an Arabic family) aligns with the others, not with its own start.
    textAlign:
      setup.align === 'center'
        ? 'center'
        : (setup.align === 'start') !== store.rtl
          ? 'left'
          : 'right',
  } as CSSProperties;
}

/**
 * The family that stands in for a style while its file loads: the face of the tester's first
 * lines, cut from the regular, so only for the regular (docs/decisions/0017). Its weight and
 * style are the regular's: the browser never has to slant or embolden it.
 */
function standInOf(store: TypeTesterStore, style: SpecimenStyle): string | undefined {
  const face = store.firstLinesFont;
  const same = face?.weight === style.font.weight && face.style === style.font.style;
  return face && style === store.regular && same ? face.family : undefined;
}

/**
 * The face of one style, with the axes the visitor set when it is a variable font: those of
 * every line, or of line `line` (its own over every line's).
 */
export function faceStyle(
  store: TypeTesterStore,
  style: SpecimenStyle | null,
  line?: number,
): CSSProperties {
  if (!style) return {};
  const variable = (style.variation?.axes.length ?? 0) > 0;
  const settings = line === undefined ? store.variationSettings : store.lineVariationSettings(line);
  return {
    fontFamily: fontStack(style.font.family, 'site-serif', standInOf(store, style)),
    fontWeight: variable ? undefined : style.font.weight,
    fontStyle: style.font.style,
    fontVariationSettings: variable ? settings || undefined : undefined,
  };
}

/** The face of a picker's option: a static style, or a named instance at its coordinates. */
export function optionFaceStyle(option: StyleOption): CSSProperties {
  const { style } = option;
  return {
    fontFamily: fontStack(style.font.family),
    fontWeight: option.instance ? undefined : style.font.weight,
    fontStyle: style.font.style,
    fontVariationSettings: option.instance ? variationSettingsOf(option.coordinates) : undefined,
  };
}
