import { inject, injectable } from 'inversify';
import type { Logger } from '../ports/Logger';
import { SessionStore } from '../stores/SessionStore';
import { SettingsStore } from '../stores/SettingsStore';
import { TOKENS } from '../tokens';
import { isAccountCallbackPath } from './isAccountCallbackPath';

/** What happens before the first render: settings requested, the stored user resolved. */
@injectable()
export class AppStartup {
  /** Result of docs/spec.md §2's start-up check for the address the visitor arrived at. */
  arrivedOnAccountCallback = false;

  constructor(
    @inject(TOKENS.SettingsStore) private readonly settings: SettingsStore,
    @inject(TOKENS.SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  /**
   * Resolves once the user is known. Settings load alongside but are not waited for:
   * the page can render while they arrive. Never rejects (docs/spec.md §8: start-up failure is
   * only logged).
   */
  async run(pathname: string): Promise<void> {
    this.arrivedOnAccountCallback = isAccountCallbackPath(pathname);
    void this.settings.load();
    try {
      await this.session.resolveUser();
    } catch (error) {
      this.logger.error('Could not resolve the current user at start-up', error);
    }
  }
}
