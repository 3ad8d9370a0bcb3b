import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { cardErrors, type TestCardField, type TestCardValues } from './testCardRules';

/**
 * What is typed into the test card field. A field's message shows once the customer has
 * left it (or pressed pay), as Stripe's card field does, not while they are still typing.
 */
export class TestCardInput {
  values: TestCardValues = { number: '', expiry: '', cvc: '' };
  touched: Record<TestCardField, boolean> = { number: false, expiry: false, cvc: false };
  disabled = false;

  constructor(private readonly today: () => Date = () => new Date()) {
    makeObservable(this, {
      values: observableRef,
      touched: observableRef,
      disabled: observable,
      errors: computed,
      set: action,
      touch: action,
      touchAll: action,
      setDisabled: action,
    });
  }

  get errors(): Record<TestCardField, string | null> {
    return cardErrors(this.values, this.today());
  }

  visibleError(field: TestCardField): string | null {
    return this.touched[field] ? this.errors[field] : null;
  }

  set(field: TestCardField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  touch(field: TestCardField): void {
    this.touched = { ...this.touched, [field]: true };
  }

  /** On pay: every message shows; the first one is the payment error. */
  touchAll(): string | null {
    this.touched = { number: true, expiry: true, cvc: true };
    const { number, expiry, cvc } = this.errors;
    return number ?? expiry ?? cvc;
  }

  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
  }
}
