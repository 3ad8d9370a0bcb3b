import { TrialScreens } from '../../application/trials/TrialScreens';
import { AxiosTrialGateway } from './AxiosTrialGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { ClassValidatorFormValidator } from '../forms/ClassValidatorFormValidator';

/** The free trial fonts form (feature 'trials'). */
export const trialsModule = featureModule((bind) => {
  bind(TOKENS.FormValidator, ClassValidatorFormValidator);
  bind(TOKENS.TrialGateway, AxiosTrialGateway);
  bind(TOKENS.TrialScreens, TrialScreens);
});
