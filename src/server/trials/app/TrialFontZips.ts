import type { TrialPackagePlan } from './TrialPackagePlan';

/** The trial zip of each state of content/, planned and made where the server keeps it. */
export interface TrialFontZips {
  /** The trial families, their files and the zip's name for a content version. */
  plan(contentVersion: number): Promise<TrialPackagePlan>;
  /** Starts making the plan's zip when it is not known to be ready, without waiting. */
  prepare(plan: TrialPackagePlan): Promise<string>;
  /** The path of the plan's zip, made first when it is missing. */
  zipPath(plan: TrialPackagePlan): Promise<string>;
}
