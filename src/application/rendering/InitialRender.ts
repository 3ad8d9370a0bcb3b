import type { PageAnswers } from './PageAnswers';

/** Something a render waits for, and whether it has arrived. */
export interface Wait {
  done: boolean;
  promise: Promise<unknown>;
}

/**
 * The longest the browser's phase may last: a part React gave up hydrating (and rendered
 * afresh elsewhere) never mounts in its place, and must not keep the phase on for the visit.
 */
const LONGEST_MS = 10_000;

/**
 * The first render of a page: on the server, the whole render; in the browser, the hydration
 * of what the server sent. While it lasts, components wait for their data inside the render
 * (React suspends them) instead of showing a loader, so the HTML holds the page with its data
 * and the browser's first render matches it. In the browser it ends once the root and every
 * component that waited have mounted. Outside it (route changes, a page the server did not
 * render) components load as they always did, behind a loader.
 */
export class InitialRender {
  /**
   * What each waiting component waits for, by its place in the tree (React's useId): a
   * component that suspends before it mounts keeps no state, so what it started must be found
   * again when React renders it once more.
   */
  private readonly waits = new Map<string, Wait>();
  private readonly kept = new Map<string, unknown>();
  private committed = false;
  private pageMounted = false;
  private notFound = false;
  private notFoundListener?: () => void;

  constructor(
    private isActive: boolean,
    /** Dropped when the browser's hydration is over: later calls must see fresh answers. */
    private readonly answers?: PageAnswers,
  ) {}

  get active(): boolean {
    return this.isActive;
  }

  /**
   * What the page shows does not exist (its own answer was a 404 no part of it handles): the
   * server renders the 404 page in its place, where the browser would have gone.
   */
  get pageNotFound(): boolean {
    return this.notFound;
  }

  markPageNotFound(): void {
    if (this.notFound) return;
    this.notFound = true;
    this.notFoundListener?.();
  }

  /**
   * Told once, when the page turns out not to exist: the server stops that render there, since
   * the page it would make is replaced by the one 404 page anyway.
   */
  onPageNotFound(listener: () => void): void {
    this.notFoundListener = listener;
  }

  /** The one wait of the component at `place`, started by its first render. */
  waitFor(place: string, start: () => Promise<unknown>): Wait {
    let wait = this.waits.get(place);
    if (!wait) {
      const started: Wait = { done: false, promise: start() };
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
    this.endWhenAllMounted();
  }

  /** The browser's root has committed its first render. */
  rootCommitted(): void {
    this.committed = true;
    setTimeout(() => this.end(), LONGEST_MS);
    this.endWhenAllMounted();
  }

  /**
   * The route's page has mounted. React hydrates a Suspense boundary (the page's) after the
   * root, and what it waits for is only known once it renders: the root alone is not enough.
   */
  routePageMounted(): void {
    this.pageMounted = true;
    this.endWhenAllMounted();
  }

  private endWhenAllMounted(): void {
    const allMounted = this.waits.size === 0 && this.kept.size === 0;
    if (this.committed && this.pageMounted && allMounted) this.end();
  }

  private end(): void {
    if (!this.isActive) return;
    this.isActive = false;
    this.answers?.clear();
  }
}
