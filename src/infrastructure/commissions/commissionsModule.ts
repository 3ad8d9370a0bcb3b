import { AxiosCommissionsGateway } from './AxiosCommissionsGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';

/** The case studies (feature 'commissions'). */
export const commissionsModule = featureModule((bind) => {
  bind(TOKENS.CommissionsGateway, AxiosCommissionsGateway);
});
