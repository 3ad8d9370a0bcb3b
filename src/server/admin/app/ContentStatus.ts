/** What content the shop serves, as the back office's dashboard shows it. */
export interface ContentStatus {
  families: number;
  posts: number;
  /** Raised by every import that changed something; null before the first import. */
  contentVersion: number | null;
  /** ISO time of the last import; null before the first. */
  lastImport: string | null;
}

/** KyselyContentStatus is the adapter. */
export interface ContentStatusSource {
  contentStatus(): Promise<ContentStatus>;
}
