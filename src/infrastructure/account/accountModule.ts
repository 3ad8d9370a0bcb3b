import { AccountScreens } from '../../application/account/AccountScreens';
import { AxiosAccountGateway } from './AxiosAccountGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { ClassValidatorFormValidator } from '../forms/ClassValidatorFormValidator';

/** Login, password reset, orders and profile (feature 'account'). */
export const accountModule = featureModule((bind) => {
  bind(TOKENS.FormValidator, ClassValidatorFormValidator);
  bind(TOKENS.AccountGateway, AxiosAccountGateway);
  bind(TOKENS.AccountScreens, AccountScreens);
});
