import type { SpecimenStyle } from './TypefaceSpecimen';

/** One entry of a style picker or of "All styles": a static style or a named instance. */
export interface StyleOption {
  /** Unique among the family's options: the style's slug, and the instance's name. */
  key: string;
  /** As the font names it: "Bold Italic" (a static style), "SemiBold" (an instance). */
  name: string;
  style: SpecimenStyle;
  /** The instance's name (fvar), if the option is one. */
  instance?: string;
  /** Where the instance stands on the axes (fvar); empty for a static style. */
  coordinates: Record<string, number>;
}

/**
 * Each static style as itself and each variable style as its named instances (OpenType
 * `fvar`: https://learn.microsoft.com/typography/opentype/spec/fvar), in the family's order.
 * A variable style without instances stands as itself.
 */
export function styleOptionsOf(styles: readonly SpecimenStyle[]): StyleOption[] {
  return styles.flatMap((style): StyleOption[] => {
    const instances = style.variation?.instances ?? [];
    if (instances.length === 0)
      return [{ key: style.slug, name: style.name, style, coordinates: {} }];
    return instances.map((instance) => ({
      key: `${style.slug}@${instance.name}`,
      name: instance.name,
      style,
      instance: instance.name,
      coordinates: { ...instance.coordinates },
    }));
  });
}

/** The CSS font-variation-settings of an instance's coordinates, by tag. */
export function variationSettingsOf(coordinates: Readonly<Record<string, number>>): string {
  return Object.entries(coordinates)
    .map(([tag, value]) => `"${tag}" ${value}`)
    .join(', ');
}
