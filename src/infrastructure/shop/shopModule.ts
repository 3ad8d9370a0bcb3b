import { AxiosShopGateway } from './AxiosShopGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';

/** A family's licence shop (feature 'shop'); the cart itself is always loaded. */
export const shopModule = featureModule((bind) => {
  bind(TOKENS.ShopGateway, AxiosShopGateway);
});
