/** Reloads the whole page; logout does this so no state of the old user survives (docs/spec.md §2). */
export interface PageReloader {
  reload(): void;
}
