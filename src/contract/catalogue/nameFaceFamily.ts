/**
 * The CSS family a style's name subset is declared under, on both sides: the server's head
 * (src/server/catalogue/app/nameFacesStyle.ts) and the browser's faces
 * (src/infrastructure/answers/typefaceSummaryOf.ts). Not the family's own name: text set in
 * the family before its full face has loaded (a tester line, a trial alphabet) would take the
 * few letters the subset holds from it and the rest from the fallback, a ransom note. Under a
 * name of its own, only the names use it, and every character they need is in it.
 */
export function nameFaceFamily(fontFamily: string): string {
  return `${fontFamily} Names`;
}

/**
 * The CSS family a specimen's title is set in: a subset of just the family name's glyphs
 * (src/server/catalogue/app/answers/titleFace.ts), declared by every page's head and preloaded by
 * the specimen's, so the title is drawn in it from the first paint. Named apart from the name
 * faces: its few glyphs must not stand in for any other text.
 */
export function titleFaceFamily(fontFamily: string): string {
  return `${fontFamily} Title`;
}

/**
 * The CSS family that stands in for a family's regular in the tester's first lines until the
 * regular's own file is in: a subset of just the glyphs of the lines the specimen's tester opens
 * on (src/server/catalogue/app/answers/firstLinesFace.ts), preloaded by the specimen
 * (docs/decisions/0017-the-testers-first-lines-have-a-preloaded-face.md). It follows the family
 * in the lines' font stack, and only there: named apart, its few glyphs stand in for no other text.
 */
export function firstLinesFaceFamily(fontFamily: string): string {
  return `${fontFamily} First`;
}
