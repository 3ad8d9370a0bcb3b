import { ClubScreens } from '../../application/club/ClubScreens';
import { AxiosClubGateway } from './AxiosClubGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { ClassValidatorFormValidator } from '../forms/ClassValidatorFormValidator';

/** Club invitations and the member registration (feature 'club'). */
export const clubModule = featureModule((bind) => {
  bind(TOKENS.FormValidator, ClassValidatorFormValidator);
  bind(TOKENS.ClubGateway, AxiosClubGateway);
  bind(TOKENS.ClubScreens, ClubScreens);
});
