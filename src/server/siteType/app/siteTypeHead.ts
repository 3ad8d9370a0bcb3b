import { createHash } from 'node:crypto';
import { escapeHtml } from '../../markup/escapeHtml';
import {
  codePointsInSubset,
  UNICODE_SUBSETS,
  unicodeRange,
} from '../../catalogue/app/files/unicodeSubsets';
import type { FallbackMetrics } from './FallbackMetrics';
import type { SiteFace, SiteTypeRole } from './SiteFace';

/** The CSS family each role is declared under, and the custom property the site's CSS reads. */
const ROLE_CSS: Record<SiteTypeRole, { family: string; property: string }> = {
  headings: { family: 'Site Headings', property: '--font-heading' },
  text: { family: 'Site Text', property: '--font-serif' },
  ui: { family: 'Site UI', property: '--font-sans' },
};

/**
 * The roles whose first style's Latin file is preloaded: headings, because the largest text
 * of every page (the element Largest Contentful Paint waits for) is its h1; and the UI face,
 * because every page's body is set in it (src/ui/styles/global.css). Preloaded, a file is
 * asked for with the page rather than after the stylesheet and the first layout, and at
 * `High` rather than `VeryHigh` priority: Lighthouse's simulation counts every `VeryHigh`
 * request that starts before the first paint as blocking it.
 */
export const PRELOADED_ROLES: readonly SiteTypeRole[] = ['headings', 'ui'];

/** What every page's `<head>` carries for the site's own type. */
export interface SiteTypeHead {
  /** One `<style>` element: the faces, their fallbacks and the custom properties. */
  style: string;
  /** `<link rel=preload>` of the font files every page's first screen needs. */
  preload: string;
  /** The CSP source that allows exactly this `<style>`'s text ('sha256-…'). */
  styleHash: string;
}

export function subsetUrl(face: SiteFace, subset: string): string {
  return `/fonts/${face.typeface}/${face.styleSlug}.${subset}.woff2?v=${face.fileHash}`;
}

const fontStyle = (face: SiteFace) => (face.italic ? 'italic' : 'normal');

/**
 * Each style split by script (unicodeSubsets.ts), so a page downloads only the scripts it
 * shows; each with a fallback face carrying metric overrides, so the swap moves nothing.
 */
export async function siteTypeHead(
  faces: readonly SiteFace[],
  metricOverrides: FallbackMetrics,
): Promise<SiteTypeHead> {
  const rules: string[] = [];
  for (const face of faces) {
    const { family } = ROLE_CSS[face.role];
    for (const subset of UNICODE_SUBSETS) {
      const codePoints = codePointsInSubset(subset.name, face.codePoints);
      if (codePoints.length === 0) continue;
      rules.push(
        `@font-face{font-family:"${family}";font-style:${fontStyle(face)};font-weight:${face.weight};` +
          `font-display:swap;src:url(${subsetUrl(face, subset.name)}) format("woff2");` +
          `unicode-range:${unicodeRange(codePoints)}}`,
      );
    }
    const fallback = await metricOverrides(face.filePath, face.fallback, face.weight, face.italic);
    rules.push(
      `@font-face{font-family:"${family} Fallback";font-style:${fontStyle(face)};` +
        `font-weight:${face.weight};src:${fallback.local.map((name) => `local("${name}")`).join(',')};` +
        `size-adjust:${fallback.sizeAdjust}%;ascent-override:${fallback.ascentOverride}%;` +
        `descent-override:${fallback.descentOverride}%;line-gap-override:${fallback.lineGapOverride}%}`,
    );
  }
  const properties = [...new Map(faces.map((face) => [face.role, face])).values()].map((face) => {
    const { family, property } = ROLE_CSS[face.role];
    const generic = face.fallback === 'sans' ? 'sans-serif' : 'serif';
    return `${property}:"${family}","${family} Fallback",${generic}`;
  });
  // html:root outranks the stylesheet's :root, wherever the build puts its <link>.
  rules.push(`html:root{${properties.join(';')}}`);
  const preloaded = PRELOADED_ROLES.flatMap(
    (role) => faces.find((face) => face.role === role) ?? [],
  );
  const css = rules.join('\n');
  return {
    style: `<style id="site-type">${css}</style>`,
    styleHash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    preload: preloaded
      .map(
        (face) =>
          `<link rel="preload" href="${escapeHtml(subsetUrl(face, 'latin'))}" as="font" type="font/woff2" crossorigin>`,
      )
      .join('\n    '),
  };
}
