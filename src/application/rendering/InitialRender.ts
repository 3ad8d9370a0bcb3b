import type { PageAnswers } from './PageAnswers';

/** Something a render waits for, and whether it has arrived. */
export interface Wait {
  done: boolean;
  promise: Promise<unknown>;
}

/** How long the browser waits, once nothing is loading, before it calls hydration over. */
const SETTLE_MS = 400;

/**
 * The first render of a page: on the server, the whole render; in the browser, the hydration
 * of what the server sent. While it lasts, components wait for their data inside the render
 * (React suspends them) instead of showing a loader, so the HTML holds the page with its data
 * and the browser's first render matches it. Outside it (route changes, a page the server did
 * not render) they load as they always did, behind a loader.
 */
export class InitialRender {
  private pending = 0;
  /**
   * What each waiting component waits for, by its place in the tree (React's useId): a
   * component that suspends before it mounts keeps no state, so what it started must be found
   * again when React renders it once more.
   */
  private readonly waits = new Map<string, Wait>();
  private readonly kept = new Map<string, unknown>();
  private committed = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private isActive: boolean,
    /** Dropped when the browser's hydration is over: later calls must see fresh answers. */
    private readonly answers?: PageAnswers,
  ) {}

  get active(): boolean {
    return this.isActive;
  }

  /** The one wait of the component at `place`, started by its first render. */
  waitFor(place: string, start: () => Promise<unknown>): Wait {
    let wait = this.waits.get(place);
    if (!wait) {
      const started: Wait = { done: false, promise: this.track(start()) };
      const done = () => {
        started.done = true;
      };
      started.promise.then(done, done);
      wait = started;
      this.waits.set(place, wait);
    }
    return wait;
  }

  /**
   * What the component at `place` keeps (its resource, its store), the same object each time
   * React renders it until it mounts.
   */
  keptAt<T>(place: string, create: () => T): T {
    if (!this.kept.has(place)) this.kept.set(place, create());
    // One place is always the same component, keeping the same type.
    return this.kept.get(place) as T;
  }

  /** The component at `place` has mounted: a later one in the same place starts afresh. */
  mounted(place: string): void {
    this.waits.delete(place);
    this.kept.delete(place);
  }

  /** Counts what a render waits for, so the browser's phase ends only once all has arrived. */
  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending += 1;
    this.cancelSettle();
    const done = () => {
      this.pending -= 1;
      this.scheduleSettle();
    };
    promise.then(done, done);
    return promise;
  }

  /** The browser's root has committed its first render. */
  rootCommitted(): void {
    this.committed = true;
    this.scheduleSettle();
  }

  // React renders a suspended part again shortly after its data arrives, and that render may
  // wait for more (a page, then its sidebar): the phase ends only after a quiet spell.
  private scheduleSettle(): void {
    if (!this.isActive || !this.committed || this.pending > 0) return;
    this.cancelSettle();
    this.settleTimer = setTimeout(() => {
      if (this.pending > 0) return;
      this.isActive = false;
      this.answers?.clear();
    }, SETTLE_MS);
  }

  private cancelSettle(): void {
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = null;
  }
}
