import { systemClock } from '../../application/Clock';
import { failed, succeeded, type Result } from '../../application/Result';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import type { TrialDownloads } from './TrialDownloads';
import type { TrialFontsOnOffer } from './TrialFontsOnOffer';

export type TrialLinkFailure =
  /** A token that was never handed out (or does not look like one). */
  | { name: 'TrialLinkUnknown' }
  /** The link's week is over: the visitor asks for the trial fonts again. */
  | { name: 'TrialLinkExpired' };

/** The e-mailed download link: answers the trial zip's path while the link is valid. */
export class OpenTrialDownload {
  constructor(
    private readonly downloads: TrialDownloads,
    private readonly fonts: Pick<TrialFontsOnOffer, 'zipPath'>,
  ) {}

  async execute(token: string, now = systemClock.now()): Promise<Result<string, TrialLinkFailure>> {
    // A token that does not look like one is refused without a database lookup.
    if (!SECRET_TOKEN_PATTERN.test(token)) return failed({ name: 'TrialLinkUnknown' });
    const download = await this.downloads.find(token);
    if (!download) return failed({ name: 'TrialLinkUnknown' });
    if (download.expiresAt <= now.toISOString()) return failed({ name: 'TrialLinkExpired' });
    return succeeded(await this.fonts.zipPath());
  }
}
