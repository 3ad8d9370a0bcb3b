import type { ErrorItem } from '../../domain/errors/ErrorItem';
import type { FieldRule } from '../../domain/validation/formRules';

/**
 * What a form's check needs: a form's domain rules (src/domain/validation, the one source of
 * every rule and message) applied to what was typed. The answer is the domain's: at most one
 * error per field, the first rule it breaks, in rule order, with the rule's message and code.
 * The browser binds class-validator's adapter (src/infrastructure/forms).
 */
export interface FormValidator {
  validate<V extends object>(rules: readonly FieldRule<V>[], values: V): ErrorItem[];
}
