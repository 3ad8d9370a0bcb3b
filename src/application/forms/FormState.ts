import {
  action,
  computed,
  computedStruct,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import { applyFieldErrors, type FormErrors } from '../../domain/errors/applyFieldErrors';
import {
  errorItem,
  GENERIC_ERROR_MESSAGE,
  UNHANDLED_ERROR_RULE,
  type ErrorItem,
} from '../../domain/errors/ErrorItem';
import { isApiError } from '../errors/ApiError';
import { ComputedPerKey } from './ComputedPerKey';
import { valueAt, withValueAt } from './fieldPath';

export type FormStatus = 'editing' | 'submitting' | 'succeeded' | 'failed';

export type SubmitOutcome<R> = { ok: true; value: R } | { ok: false };

export interface FormOptions<V extends object, R> {
  /** The empty form; also what it returns to when cleared. */
  initial: () => V;
  /** The form's check: its domain rules (src/domain/validation) through the FormValidator port. */
  validate: (values: V) => ErrorItem[];
  /** The call (a port or use case) that a valid form is sent to. */
  send: (values: V) => Promise<R>;
  /** Shown after success; a function writes it from what `send` answered. */
  successMessage?: string | ((value: R) => string);
  /** docs/spec.md §4: trial, newsletter and password forms are cleared after success. */
  clearOnSuccess?: boolean;
  /** Replaces the messages that belong to no field (the newsletter's own failure text). */
  failureMessage?: string;
  /**
   * The field names the page shows. A server error for any other field goes above the
   * form, so it is never lost. Defaults to the keys of `initial()`.
   */
  fields?: readonly string[];
}

/**
 * The one form-submission helper of the browser (docs/spec.md §4 "Form lifecycle": submitted, then
 * submitting, then error messages or success). It holds what was typed, validates with
 * the domain's rules, sends, and places every error — the browser's and the server's —
 * under its field or above the form. Field errors show only once the form was submitted.
 */
export class FormState<V extends object, R = unknown> {
  values: V;
  submitted = false;
  status: FormStatus = 'editing';
  successMessage: string | null = null;
  /** Counts failed submits, so a view can react to each one (scroll to the first error). */
  failedSubmits = 0;
  /** False when the browser's own check failed: no answer came, the messages render later. */
  lastFailureAnswered = false;
  /** What the server answered to the last submit; a field's entry goes once it is edited. */
  private serverErrors: ErrorItem[] = [];
  private readonly fieldNames: readonly string[];
  /*
   * Every keystroke replaces `values` and, once submitted, re-validates the whole form. Read
   * through these, a field re-renders only when its own value or message changes.
   */
  private readonly fieldValues = new ComputedPerKey((name) => valueAt(this.values, name));
  private readonly fieldMessages = new ComputedPerKey(
    (name): string | undefined => this.errors.fields[name],
  );

  constructor(private readonly options: FormOptions<V, R>) {
    this.values = options.initial();
    this.fieldNames = options.fields ?? Object.keys(this.values);
    makeObservable<FormState<V, R>, 'serverErrors' | 'fail'>(this, {
      values: observableRef,
      submitted: observable,
      status: observable,
      successMessage: observable,
      failedSubmits: observable,
      lastFailureAnswered: observable,
      serverErrors: observableRef,
      clientErrors: computed,
      errors: computed,
      // Equal messages are no change: the form above the fields need not re-render.
      formErrors: computedStruct,
      isSubmitting: computed,
      set: action,
      fail: action,
    });
  }

  get isSubmitting(): boolean {
    return this.status === 'submitting';
  }

  /** The form check's errors, re-checked as the visitor types, once submitted. */
  get clientErrors(): ErrorItem[] {
    return this.submitted ? this.options.validate(this.values) : [];
  }

  get errors(): FormErrors {
    return applyFieldErrors([...this.clientErrors, ...this.serverErrors], this.fieldNames);
  }

  fieldError(name: string): string | undefined {
    return this.fieldMessages.get(name);
  }

  /** Messages for the whole form, shown above it. */
  get formErrors(): string[] {
    return this.errors.form;
  }

  value(name: string): unknown {
    return this.fieldValues.get(name);
  }

  set(name: string, value: unknown): void {
    this.values = withValueAt(this.values, name, value);
    // Only a change re-derives the errors: most keystrokes have no server error to drop.
    if (this.serverErrors.some((error) => error.field === name)) {
      this.serverErrors = this.serverErrors.filter((error) => error.field !== name);
    }
  }

  async submit(): Promise<SubmitOutcome<R>> {
    if (this.isSubmitting) return { ok: false };
    runInAction(() => {
      this.submitted = true;
      this.serverErrors = [];
      this.successMessage = null;
    });
    if (this.clientErrors.length > 0) {
      this.fail([], false);
      return { ok: false };
    }
    runInAction(() => (this.status = 'submitting'));
    try {
      const value = await this.options.send(this.values);
      runInAction(() => this.succeed(value));
      return { ok: true, value };
    } catch (error) {
      this.fail(this.answerErrors(error), true);
      return { ok: false };
    }
  }

  private succeed(value: R): void {
    this.status = 'succeeded';
    const message = this.options.successMessage;
    this.successMessage = typeof message === 'function' ? message(value) : (message ?? null);
    if (this.options.clearOnSuccess) {
      this.values = this.options.initial();
      this.submitted = false;
    }
  }

  private fail(serverErrors: ErrorItem[], answered: boolean): void {
    this.serverErrors = serverErrors;
    this.status = 'failed';
    this.lastFailureAnswered = answered;
    this.failedSubmits += 1;
  }

  private answerErrors(error: unknown): ErrorItem[] {
    // Anything but an ApiError is a bug of ours; the visitor still gets the generic text.
    const errors = isApiError(error)
      ? error.errors
      : [errorItem(null, GENERIC_ERROR_MESSAGE, UNHANDLED_ERROR_RULE)];
    const { failureMessage } = this.options;
    if (!failureMessage) return errors;
    const fieldErrors = errors.filter(
      (item) => item.field !== null && this.fieldNames.includes(item.field),
    );
    return fieldErrors.length > 0
      ? fieldErrors
      : [errorItem(null, failureMessage, errors[0]?.rule ?? UNHANDLED_ERROR_RULE)];
  }
}
