import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { FieldRule } from '../../domain/validation/formRules';

/** A form as class-validator knows it: a class whose properties carry the form's rules. */
export type RuleListClass = new () => object;

/**
 * Carried by each registered rule into its ValidationError, to put the errors in rule order.
 * class-validator files contexts by constraint name, so a field's rules have distinct codes
 * (as in every domain form; the property tests would show a clash).
 */
export interface RulePosition {
  position: number;
}

/*
 * class-validator keeps its metadata for good, per class: each rule list gets its class once.
 * The lists are the domain's constants (the club form's, one per registration form).
 */
const classes = new WeakMap<object, RuleListClass>();

/**
 * The class of a rule list, made on first use: each domain rule is registered on its field
 * as a class-validator constraint named for the rule's code, with the rule's message. The
 * rule decides on all the values (it may look at another field), not on its field's alone.
 * class-validator would replace tokens such as `$value` in a message; the domain's have none.
 */
export function ruleListClass<V extends object>(rules: readonly FieldRule<V>[]): RuleListClass {
  let formClass = classes.get(rules);
  if (!formClass) {
    formClass = class DomainRules {};
    for (const [position, rule] of rules.entries()) {
      registerDecorator({
        target: formClass,
        propertyName: rule.field,
        name: rule.rule,
        options: { message: rule.message, context: { position } satisfies RulePosition },
        validator: {
          validate: (_value: unknown, args: ValidationArguments) => !rule.breaks(args.object as V),
        },
      });
    }
    classes.set(rules, formClass);
  }
  return formClass;
}
