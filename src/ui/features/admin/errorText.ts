import { isApiError } from '../../../application/errors/ApiError';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors/ErrorItem';

/** What a failed call says to the staff member. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.firstMessage : GENERIC_ERROR_MESSAGE;
}

/** The server's rule of a failed call ('staff_only', 'second_factor_required', …). */
export function errorRule(error: unknown): string | null {
  return isApiError(error) ? (error.errors[0]?.rule ?? null) : null;
}
