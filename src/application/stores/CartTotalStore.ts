import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { AppEvents } from '../events/AppEvents';
import { TOKENS } from '../tokens';
import type { SettingsStore } from './SettingsStore';

/** The cart total the header shows; the cart feature emits it on the cartTotal channel. */
@injectable()
export class CartTotalStore {
  /** The total the cart last announced; empty until it does. */
  announced = '';

  constructor(
    @inject(TOKENS.AppEvents) events: AppEvents,
    @inject(TOKENS.SettingsStore)
    private readonly settings: Pick<SettingsStore, 'currencySymbol'>,
  ) {
    makeObservable(this, {
      announced: observable,
      emptyTotal: computed,
      total: computed,
      isEmpty: computed,
      setTotal: actionBound,
    });
    events.cartTotal.subscribe(this.setTotal);
  }

  /** docs/spec.md §9: "The cart total defaults to '$0'", in the shop's currency (CURRENCY_SYMBOL). */
  get emptyTotal(): string {
    return formatMoney(0, this.settings.currencySymbol);
  }

  get total(): string {
    return this.announced || this.emptyTotal;
  }

  /** The header hides the cart link at '$0' (docs/spec.md §2). */
  get isEmpty(): boolean {
    return this.total === this.emptyTotal;
  }

  setTotal(total: string): void {
    this.announced = total;
  }
}
