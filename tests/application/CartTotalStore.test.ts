import { describe, expect, it } from 'vitest';
import { AppEvents } from '../../src/application/events/AppEvents';
import { CartTotalStore } from '../../src/application/stores/CartTotalStore';

describe('CartTotalStore', () => {
  it("starts at '$0' and follows the cart-total channel", () => {
    const events = new AppEvents();
    const cart = new CartTotalStore(events, { currencySymbol: '$' });
    expect(cart.total).toBe('$0');
    expect(cart.isEmpty).toBe(true);
    events.cartTotal.emit('$120');
    expect(cart.total).toBe('$120');
    expect(cart.isEmpty).toBe(false);
  });
});

describe('CartTotalStore with another currency symbol', () => {
  it('starts at zero in the configured symbol and hides the cart at it', () => {
    const events = new AppEvents();
    const cart = new CartTotalStore(events, { currencySymbol: '€' });
    expect(cart.total).toBe('€0');
    expect(cart.isEmpty).toBe(true);
    events.cartTotal.emit('€120');
    expect(cart.isEmpty).toBe(false);
    events.cartTotal.emit('€0');
    expect(cart.isEmpty).toBe(true);
    // The cart store says '' when it empties with no shop loaded to know the currency by.
    events.cartTotal.emit('€75');
    events.cartTotal.emit('');
    expect(cart.total).toBe('€0');
    expect(cart.isEmpty).toBe(true);
  });
});
