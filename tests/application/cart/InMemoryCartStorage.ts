import type { CartItem } from '../../../src/application/cart/CartItem';
import type { CartStorage } from '../../../src/application/cart/CartStorage';

export class InMemoryCartStorage implements CartStorage {
  constructor(public items: CartItem[] = []) {}
  read(): CartItem[] {
    return [...this.items];
  }
  save(items: readonly CartItem[]): void {
    this.items = [...items];
  }
  clear(): void {
    this.items = [];
  }
}
