import type { CartItem } from './CartItem';

/** Where the browser keeps its cart between visits (spec §9: a cookie). */
export interface CartStorage {
  read(): CartItem[];
  save(items: readonly CartItem[]): void;
  clear(): void;
}
