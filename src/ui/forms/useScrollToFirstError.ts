import { reaction } from 'mobx';
import { useEffect, type RefObject } from 'react';
import type { SubmittableForm } from './BindableForm';

/** docs/spec.md §5: when the browser's own check failed, the messages are given time to render. */
export const SCROLL_DELAY_WITHOUT_ANSWER_MS = 100;

/**
 * After each failed submit, scrolls the first error of the form into view and moves the
 * keyboard focus to its field, so nobody has to hunt for what went wrong.
 */
export function useScrollToFirstError(
  form: SubmittableForm,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dispose = reaction(
      () => form.failedSubmits,
      () => {
        clearTimeout(timer);
        const delay = form.lastFailureAnswered ? 0 : SCROLL_DELAY_WITHOUT_ANSWER_MS;
        timer = setTimeout(() => showFirstError(formRef.current), delay);
      },
    );
    return () => {
      dispose();
      clearTimeout(timer);
    };
  }, [form, formRef]);
}

function showFirstError(formElement: HTMLFormElement | null): void {
  const firstError = formElement?.querySelector<HTMLElement>('[data-form-error]');
  if (!firstError) return;
  // jsdom has no layout, and so no scrollIntoView.
  firstError.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const field = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus({ preventScroll: true });
}
