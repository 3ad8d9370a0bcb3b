import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { AppEvents } from '../events/AppEvents';
import { TOKENS } from '../tokens';

/** Spec §9: "The cart total defaults to '$0'." */
export const EMPTY_CART_TOTAL = '$0';

/** The cart total the header shows; the cart feature emits it on the cartTotal channel. */
@injectable()
export class CartTotalStore {
  total = EMPTY_CART_TOTAL;

  constructor(@inject(TOKENS.AppEvents) events: AppEvents) {
    makeObservable(this, {
      total: observable,
      isEmpty: computed,
      setTotal: actionBound,
    });
    events.cartTotal.subscribe(this.setTotal);
  }

  /** The header hides the cart link at '$0' (spec §2). */
  get isEmpty(): boolean {
    return this.total === EMPTY_CART_TOTAL;
  }

  setTotal(total: string): void {
    this.total = total || EMPTY_CART_TOTAL;
  }
}
