import type { FontFacts } from './FontFacts';

export interface StyleInFamily {
  facts: FontFacts;
  fileName: string;
  slug: string;
  sortOrder: number;
}

export interface SubfamilyGroup {
  name: string;
  sortOrder: number;
  styles: StyleInFamily[];
}

/** "Medium Italic" → "medium-italic": the web font file name and the style's stable key. */
export function styleSlug(styleName: string): string {
  return styleName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Uprights form the Roman subfamily and italics the Italic one (how the foundry sells
 * them as packages); inside each, styles run from light to heavy, as a specimen shows them.
 */
export function groupSubfamilies(
  fonts: ReadonlyArray<{ facts: FontFacts; fileName: string }>,
): SubfamilyGroup[] {
  const sorted = [...fonts].sort(
    (a, b) =>
      a.facts.weight - b.facts.weight ||
      Number(a.facts.italic) - Number(b.facts.italic) ||
      a.facts.styleName.localeCompare(b.facts.styleName),
  );
  const groups: SubfamilyGroup[] = [];
  for (const [name, italic] of [
    ['Roman', false],
    ['Italic', true],
  ] as const) {
    const members = sorted.filter((font) => font.facts.italic === italic);
    if (members.length === 0) continue;
    groups.push({
      name,
      sortOrder: groups.length + 1,
      styles: members.map((font) => ({
        facts: font.facts,
        fileName: font.fileName,
        slug: styleSlug(font.facts.styleName),
        sortOrder: sorted.indexOf(font) + 1,
      })),
    });
  }
  return groups;
}
