import { CheckoutScreens } from '../../application/checkout/CheckoutScreens';
import { OrderReceiptScreen } from '../../application/orders/OrderReceiptScreen';
import { AxiosAccountGateway } from '../account/AxiosAccountGateway';
import { bindCart } from '../cart/cartModule';
import { LazyCardPaymentLoader } from '../payment/LazyCardPaymentLoader';
import { AxiosCheckoutGateway } from './AxiosCheckoutGateway';
import { AxiosOrderReceiptGateway } from './AxiosOrderReceiptGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { ClassValidatorFormValidator } from '../forms/ClassValidatorFormValidator';

/** The four checkout steps, card payment and the receipt (feature 'checkout'), on the cart. */
export const checkoutModule = featureModule((bind) => {
  bind(TOKENS.FormValidator, ClassValidatorFormValidator);
  bindCart(bind);
  bind(TOKENS.AccountGateway, AxiosAccountGateway);
  bind(TOKENS.CheckoutGateway, AxiosCheckoutGateway);
  bind(TOKENS.CardPaymentLoader, LazyCardPaymentLoader);
  bind(TOKENS.OrderReceiptGateway, AxiosOrderReceiptGateway);
  bind(TOKENS.CheckoutScreens, CheckoutScreens);
  bind(TOKENS.OrderReceiptScreen, OrderReceiptScreen);
});
