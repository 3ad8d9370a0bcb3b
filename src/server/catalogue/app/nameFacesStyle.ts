import { createHash } from 'node:crypto';
import { nameFaceFamily } from '../../../contract/catalogue/nameFaceFamily';
import { NAME_FACES_STYLE_ID } from '../../../site/pageHeadIds';
import { familyNameText, nameUnicodeRange, nameWebfontUrl } from './answers/nameFaces';
import { mainScript } from '../../content/app/fonts/scriptProbes';
import { regularStyle } from '../../content/app/fonts/regularStyle';
import { testerSubsetUrl, webfontUrl } from './answers/styleAnswer';
import { SUBSET_OF_SCRIPT } from './files/testerSubset';
import { codePointsInSubset, unicodeRange } from './files/unicodeSubsets';
import { titleFaceOf } from './answers/titleFace';
import { firstLinesFaceOf, type FirstLinesFace } from './answers/firstLinesFace';
import type { TypefaceRecord } from './TypefaceRecord';

/** What every page's `<head>` carries for the families' names. */
export interface NameFacesStyle {
  /** One `<style>` element: an @font-face rule per style, from its name subset. */
  style: string;
  /** The CSP source that allows exactly this `<style>`'s text ('sha256-…'). */
  styleHash: string;
}

/** A CSS string: quotes and backslashes escaped, and no `<` that could close the element. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}"`;
}

/**
 * Every style's name subset declared in the page itself (docs/rendering.md, "The site
 * in its own type"). A name set in its own face (a library card, the shop's title and rows, the
 * family overview, the footer) then gets its few kB as soon as the browser first lays the
 * page out, before any script: its first paint is in its face, not in a fallback that swaps
 * (and moves) once the app has started. The browser fetches only the faces text on screen
 * uses, so declaring all of them costs the rules' bytes alone. Each family's specimen title
 * face (answers/titleFace.ts) is declared here too, so it is there on any route change.
 */
export function nameFacesStyle(records: readonly TypefaceRecord[]): NameFacesStyle {
  const rules = records.flatMap((record) => {
    const nameText = familyNameText(record);
    const range = nameUnicodeRange(nameText);
    const names = record.styles.map(
      (style) =>
        `@font-face{font-family:${cssString(nameFaceFamily(record.name))};` +
        `font-style:${style.is_italic ? 'italic' : 'normal'};font-weight:${style.weight};` +
        `font-display:swap;src:url(${nameWebfontUrl(record.slug, style, nameText)}) format("woff2");` +
        `unicode-range:${range}}`,
    );
    const title = titleFaceOf(record, record.styles);
    // `swap`, like the names: the specimen preloads it, so it is there for the first paint on
    // most visits. Where it is late, the swap moves nothing: the title is one block of its
    // own with a fixed line height (`optional` kept a title late by 0.3 s on a busy server in
    // the fallback for the whole visit).
    // The face of the tester's first lines is declared the same way, without a range, under
    // a family of its own that only the lines' font stack names, right after the family
    // (answers/firstLinesFace.ts, decisions/0017).
    const firstLines = firstLinesFaceOf(record, record.styles);
    const subsetFaces: (FirstLinesFace & { unicode_range?: string })[] = [
      ...(title ? [title] : []),
      ...(firstLines ? [firstLines] : []),
    ];
    const subsetRules = subsetFaces.map(
      (face) =>
        `@font-face{font-family:${cssString(face.family)};font-style:${face.style};` +
        `font-weight:${face.weight};font-display:swap;src:url(${face.url}) format("woff2")` +
        `${face.unicode_range === undefined ? '' : `;unicode-range:${face.unicode_range}`}}`,
    );
    // The tester's first lines are set in the family's regular: declared here, a specimen's
    // lines are drawn in it as soon as it arrives, not after the app's script declares it
    // (docs/tester.md "Fonts before script"). The browser's loadFontFaces sees the whole
    // file's URL here and declares it no more. Declared after the whole file, the main
    // script's tester subset (every feature and axis kept) wins for that script's
    // characters: a Latin sample fetches 90 kB of Inter, not 340 kB; text beyond the subset
    // (a Polish or Greek sample) fetches the whole file. Fetched only where text is set in
    // the family, and never preloaded: on a specimen it would compete with the page's LCP.
    const regular = regularStyle(record.styles);
    const face = regular
      ? `font-family:${cssString(record.name)};` +
        `font-style:${regular.is_italic ? 'italic' : 'normal'};` +
        `font-weight:${regular.weight};font-display:swap;`
      : '';
    const script = mainScript(record.scripts, record.isRtl);
    const subset = script && SUBSET_OF_SCRIPT[script];
    const subsetPoints = subset
      ? codePointsInSubset(
          subset,
          [...record.characters].map((c) => c.codePointAt(0) ?? 0),
        )
      : [];
    const testerRule = regular
      ? [
          `@font-face{${face}src:url(${webfontUrl(record.slug, regular)}) format("woff2")}`,
          ...(subset && subsetPoints.length > 0
            ? [
                `@font-face{${face}src:url(${testerSubsetUrl(record.slug, regular, subset)}) ` +
                  `format("woff2");unicode-range:${unicodeRange(subsetPoints)}}`,
              ]
            : []),
        ]
      : [];
    return [...names, ...subsetRules, ...testerRule];
  });
  const css = rules.join('\n');
  return {
    style: `<style id="${NAME_FACES_STYLE_ID}">${css}</style>`,
    styleHash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  };
}
