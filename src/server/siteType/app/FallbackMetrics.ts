import type { FallbackKind } from './SiteFace';

/** What an @font-face of a fallback needs to take the web font's room exactly. */
export interface MetricOverrides {
  local: string[];
  /** Percentages, as the CSS descriptors take them. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * The system face of `kind` made to measure for the retail font at `fontPath`, so a line
 * keeps its length and height when the web font swaps in (measured from the font file).
 */
export type FallbackMetrics = (
  fontPath: string,
  kind: FallbackKind,
  weight: number,
  italic: boolean,
) => Promise<MetricOverrides>;
