import { validateSync, type ValidationError } from 'class-validator';
import { injectable } from 'inversify';
import type { FormValidator } from '../../application/forms/FormValidator';
import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';
import type { FieldRule } from '../../domain/validation/formRules';
import { ruleListClass, type RulePosition } from './ruleListClass';

interface PlacedError {
  item: ErrorItem;
  position: number;
}

/**
 * The browser's form check: class-validator runs the domain's rules (registered by
 * ruleListClass) and its ValidationErrors become the domain's ErrorItems. `stopAtFirstError`
 * keeps the first rule a field breaks, as the domain's engine does.
 */
@injectable()
export class ClassValidatorFormValidator implements FormValidator {
  validate<V extends object>(rules: readonly FieldRule<V>[], values: V): ErrorItem[] {
    // A class with no rules is an "unknown value" to class-validator; such a form has no errors.
    if (rules.length === 0) return [];
    const form = Object.assign(new (ruleListClass(rules))(), values);
    const errors = validateSync(form, {
      stopAtFirstError: true,
      validationError: { target: false, value: false },
    });
    return errors
      .flatMap(placedError)
      .sort((a, b) => a.position - b.position)
      .map(({ item }) => item);
  }
}

/** The one constraint a field broke: its name is the rule's code, its text the rule's message. */
function placedError(error: ValidationError): PlacedError[] {
  return Object.entries(error.constraints ?? {}).map(([rule, message]) => ({
    item: errorItem(error.property, message, rule),
    position: (error.contexts?.[rule] as RulePosition).position,
  }));
}
