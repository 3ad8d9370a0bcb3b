import { validateForm } from '../../domain/validation/formRules';
import type { FormValidator } from './FormValidator';

/**
 * The domain's own rule engine behind the port, the one the server runs. A store built outside
 * the browser's container (a test, another front end) checks with it; the container binds
 * class-validator's adapter, which gives the same answers.
 */
export const DOMAIN_FORM_VALIDATOR: FormValidator = { validate: validateForm };
