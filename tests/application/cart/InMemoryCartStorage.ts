import type { CartItem } from '../../../src/application/cart/CartItem';
import type { CartStorage } from '../../../src/application/cart/CartStorage';

export class InMemoryCartStorage implements CartStorage {
  discountCode: string | null = null;
  constructor(public items: CartItem[] = []) {}
  read(): CartItem[] {
    return [...this.items];
  }
  save(items: readonly CartItem[]): void {
    this.items = [...items];
  }
  clear(): void {
    this.items = [];
    this.discountCode = null;
  }
  readDiscountCode(): string | null {
    return this.discountCode;
  }
  saveDiscountCode(code: string | null): void {
    this.discountCode = code;
  }
}
