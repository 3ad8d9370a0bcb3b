/** Keeps the bearer token between visits (docs/spec.md §9: the `token` cookie). */
export interface TokenStore {
  read(): string | null;
  save(token: string): void;
  clear(): void;
}
