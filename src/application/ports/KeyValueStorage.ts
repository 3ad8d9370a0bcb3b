/** A small string store such as `sessionStorage` (used for the address to return to after login). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
