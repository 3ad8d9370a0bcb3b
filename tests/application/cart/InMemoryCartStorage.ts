import type { CartItem } from '../../../src/application/cart/CartItem';
import type { CartStorage } from '../../../src/application/cart/CartStorage';
import type { ShownTax } from '../../../src/domain/tax/consumerPrice';

export class InMemoryCartStorage implements CartStorage {
  discountCode: string | null = null;
  shownTax: ShownTax | null = null;
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
  readShownTax(): ShownTax | null {
    return this.shownTax;
  }
  saveShownTax(tax: ShownTax | null): void {
    this.shownTax = tax;
  }
}
