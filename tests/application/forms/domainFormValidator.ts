import type { FormValidator } from '../../../src/application/forms/FormValidator';
import { validateForm } from '../../../src/domain/validation/formRules';

/**
 * The domain's own rule engine behind the port, the one the server runs: the stores' tests
 * check forms with it. The browser's container binds class-validator's adapter, which gives
 * the same answers (tests/infrastructure/forms).
 */
export const DOMAIN_FORM_VALIDATOR: FormValidator = { validate: validateForm };
