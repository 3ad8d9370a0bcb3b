import { inject, injectable } from 'inversify';
import type { AccountGateway } from '../account/AccountGateway';
import type { CartStore } from '../cart/CartStore';
import type { FormValidator } from '../forms/FormValidator';
import type { SessionStore } from '../stores/SessionStore';
import { TOKENS } from '../tokens';
import type { CheckoutGateway } from './CheckoutGateway';
import { CheckoutStore } from './CheckoutStore';

/** A fresh checkout per visit of /checkout, wired to the account, cart and checkout calls. */
@injectable()
export class CheckoutScreens {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway,
    @inject(TOKENS.SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.CartStore) private readonly cart: CartStore,
    @inject(TOKENS.FormValidator) private readonly forms: FormValidator,
  ) {}

  checkout(): CheckoutStore {
    return new CheckoutStore({
      accounts: this.accounts,
      gateway: this.gateway,
      session: this.session,
      cart: this.cart,
      forms: this.forms,
    });
  }
}
