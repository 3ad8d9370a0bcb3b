import { describe, expect, it } from 'vitest';
import { AppEvents } from '../../src/application/events/AppEvents';
import { CartTotalStore } from '../../src/application/stores/CartTotalStore';

describe('CartTotalStore', () => {
  it("starts at '$0' and follows the cart-total channel", () => {
    const events = new AppEvents();
    const cart = new CartTotalStore(events);
    expect(cart.total).toBe('$0');
    expect(cart.isEmpty).toBe(true);
    events.cartTotal.emit('$120');
    expect(cart.total).toBe('$120');
    expect(cart.isEmpty).toBe(false);
  });
});
