import { TrialScreens } from '../../application/trials/TrialScreens';
import { AxiosTrialGateway } from './AxiosTrialGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';

/** The free trial fonts form (feature 'trials'). */
export const trialsModule = featureModule((bind) => {
  bind(TOKENS.TrialGateway, AxiosTrialGateway);
  bind(TOKENS.TrialScreens, TrialScreens);
});
