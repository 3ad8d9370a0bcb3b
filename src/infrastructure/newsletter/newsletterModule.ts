import { NewsletterScreens } from '../../application/newsletter/NewsletterScreens';
import { AxiosNewsletterGateway } from './AxiosNewsletterGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { ClassValidatorFormValidator } from '../forms/ClassValidatorFormValidator';

/** The newsletter sign-up form (feature 'newsletter'). */
export const newsletterModule = featureModule((bind) => {
  bind(TOKENS.FormValidator, ClassValidatorFormValidator);
  bind(TOKENS.NewsletterGateway, AxiosNewsletterGateway);
  bind(TOKENS.NewsletterScreens, NewsletterScreens);
});
