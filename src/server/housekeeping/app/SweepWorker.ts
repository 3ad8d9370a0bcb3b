import type { Logger } from '../../application/Logger';
import type { SweepReport } from './sweep';

/**
 * Runs the sweep inside the serve process: once when started (so a server restarted more
 * often than the interval still sweeps) and then every `intervalMs`. The timer is unref'd:
 * it never keeps a finished process alive. Every server runs one; see sweep() for why they
 * need no lock.
 */
export class SweepWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly runSweep: () => Promise<SweepReport>,
    private readonly intervalMs: number,
    private readonly log: Logger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a sweep unless one is running (a slow one is not doubled by the next tick). */
  kick(): void {
    if (this.stopped || this.running) return;
    this.running = this.runOnce().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when the sweep under way, if any, is over (tests wait on it). */
  async idle(): Promise<void> {
    await this.running;
  }

  private async runOnce(): Promise<void> {
    try {
      const report = await this.runSweep();
      const removed = Object.values(report).reduce((sum, n) => sum + n, 0);
      // Quiet when there was nothing to do: an hourly "removed 0" line is noise.
      if (removed > 0) this.log.info({ sweep: report }, 'housekeeping: removed stale rows');
    } catch (error) {
      // A deadlock with another server's sweep or a database blip: the next tick tries again.
      this.log.warn({ err: error }, 'housekeeping: sweep failed');
    }
  }
}
