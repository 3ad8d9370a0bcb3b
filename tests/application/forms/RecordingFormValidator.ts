import type { FormValidator } from '../../../src/application/forms/FormValidator';
import type { ErrorItem } from '../../../src/domain/errors/ErrorItem';
import type { FieldRule } from '../../../src/domain/validation/formRules';

/** The port faked: it notes each check it was asked for and answers what the test set. */
export class RecordingFormValidator implements FormValidator {
  readonly checks: { rules: readonly FieldRule<never>[]; values: object }[] = [];
  answer: ErrorItem[] = [];

  validate<V extends object>(rules: readonly FieldRule<V>[], values: V): ErrorItem[] {
    this.checks.push({ rules: rules as readonly FieldRule<never>[], values });
    return this.answer;
  }

  get last(): { rules: readonly FieldRule<never>[]; values: object } | undefined {
    return this.checks.at(-1);
  }
}
