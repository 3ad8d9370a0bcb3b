import { warmUpOrder, warmUpPages } from './pageWarmUp';

export interface BackgroundWarmUpDependencies {
  /** The addresses visitors asked for under the last content version, most recent first. */
  recentlyWanted(): readonly string[];
  /** The sitemap's paths. */
  sitemapPaths(): Promise<readonly string[]>;
  /** Asks for one page as a visitor would (an in-process request). */
  fetchPage(path: string): Promise<unknown>;
  /** Says a warm-up failed; it never stops the server. */
  failed(error: unknown): void;
}

/**
 * The rendered pages' warm-up after a start and after a content change (docs/operations.md,
 * "Warm-up"): one at a time, in the background. A change that comes while one runs starts
 * another once it is done, with the new version's pages.
 */
export class BackgroundWarmUp {
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;

  constructor(private readonly deps: BackgroundWarmUpDependencies) {}

  schedule(): void {
    if (this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch((error: unknown) => this.deps.failed(error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  /** Stops before the next page and waits for the page under way. */
  async close(): Promise<void> {
    this.closing = true;
    await this.running;
  }

  /** Resolves once the warm-up under way, if any, is done (for tests and benchmarks). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    const paths = warmUpOrder(this.deps.recentlyWanted(), await this.deps.sitemapPaths());
    await warmUpPages(paths, {
      fetchPage: (path) => this.deps.fetchPage(path),
      stopped: () => this.closing,
    });
  }
}
