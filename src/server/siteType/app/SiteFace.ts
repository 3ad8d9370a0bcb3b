/** What the site sets in its own families: headings, reading text, interface. */
export const SITE_TYPE_ROLES = ['headings', 'text', 'ui'] as const;
export type SiteTypeRole = (typeof SITE_TYPE_ROLES)[number];

/** The system face shown until the web font arrives, made to measure (FallbackMetrics). */
export type FallbackKind = 'serif' | 'sans';

/** One style of a role, with the retail file it is made from. */
export interface SiteFace {
  role: SiteTypeRole;
  fallback: FallbackKind;
  typeface: string;
  /** The typographic family name, e.g. "Literata". */
  familyName: string;
  styleName: string;
  /** The style's slug, as the web font routes name it. */
  styleSlug: string;
  weight: number;
  italic: boolean;
  /** Absolute path of the retail font. */
  filePath: string;
  fileName: string;
  fileHash: string;
  codePoints: ReadonlySet<number>;
}
