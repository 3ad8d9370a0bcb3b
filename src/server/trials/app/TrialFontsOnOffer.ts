import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import type { TrialFontZips } from './TrialFontZips';
import type { TrialPackagePlan } from './TrialPackagePlan';

/**
 * The trial zip of the content as it is now, for the trial form and the download link. The
 * content version is read from memory (at most once a second from the database), so a
 * request re-reads content/ only after an import.
 */
export class TrialFontsOnOffer {
  constructor(
    private readonly fonts: TrialFontZips,
    private readonly versions: Pick<ContentVersionWatch, 'current'>,
  ) {}

  async plan(): Promise<TrialPackagePlan> {
    return this.fonts.plan(await this.versions.current());
  }

  /** Starts making the zip if it is missing, without waiting (TrialFontZips.prepare). */
  prepare(plan: TrialPackagePlan): Promise<string> {
    return this.fonts.prepare(plan);
  }

  /** The zip's path, made first when it is missing. */
  async zipPath(): Promise<string> {
    return this.fonts.zipPath(await this.plan());
  }
}
