import type { SubmitOutcome } from '../../application/forms/FormState';

/**
 * What a field component needs of a form: `FormState` (src/application/forms) fits, for
 * every value type, without the fields knowing it.
 */
export interface BindableForm {
  value(name: string): unknown;
  set(name: string, value: unknown): void;
  fieldError(name: string): string | undefined;
}

/** What `<Form>` needs on top: submitting and the form's own state. */
export interface SubmittableForm<R = unknown> {
  submit(): Promise<SubmitOutcome<R>>;
  readonly isSubmitting: boolean;
  readonly formErrors: string[];
  readonly successMessage: string | null;
  readonly failedSubmits: number;
  readonly lastFailureAnswered: boolean;
}
