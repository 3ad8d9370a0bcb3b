import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a submit button that the browser's own check refuses, and waits until the form has
 * moved the keyboard focus to its first invalid field (useScrollToFirstError does that after
 * a short delay). Typing on before the move would lose keystrokes to the jump, as a visitor's
 * would: CI once cut "Ada Lovelace" to "Ad" that way.
 */
export async function submitRefused(user: UserEvent, button: HTMLElement): Promise<void> {
  await user.click(button);
  const form = button.closest('form');
  await waitFor(() => {
    const firstInvalid = form?.querySelector('[aria-invalid="true"]');
    expect(firstInvalid).toBeTruthy();
    expect(document.activeElement).toBe(firstInvalid);
  });
}
