import * as fontkit from 'fontkit';

/** One named instance of a variable font's fvar table. */
export interface NamedInstance {
  /** The instance's subfamily name, e.g. "Bold Italic". */
  name: string;
  /** Axis tag → value, e.g. { wght: 700, opsz: 14 }. */
  coordinates: Record<string, number>;
}

/* fontkit reads fvar but its typings leave it out. */
interface FvarFont {
  fvar?: {
    axis: { axisTag: string }[];
    instance: { name: { en?: string }; coord: number[] }[];
  };
}

/** The fvar named instances of a variable font, in the font's order; none for a static font. */
export function namedInstances(font: Buffer): NamedInstance[] {
  const fvar = (fontkit.create(font) as unknown as FvarFont).fvar;
  if (!fvar) return [];
  const tags = fvar.axis.map((axis) => axis.axisTag.trim());
  return fvar.instance.flatMap((instance) => {
    const name = instance.name.en;
    if (!name) return [];
    const coordinates = Object.fromEntries(tags.map((tag, i) => [tag, instance.coord[i] ?? 0]));
    return [{ name, coordinates }];
  });
}
