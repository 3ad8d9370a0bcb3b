import { ApiError } from '../../application/errors/ApiError';
import type { z } from '../../contract/zod';
import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';

/** The rule of every answer that is not the shape its endpoint declares. */
export const INVALID_ANSWER_RULE = 'invalid_answer';

/**
 * An answer read through its endpoint's answer schema in the wire contract (src/contract): the declared
 * shape, or an ApiError naming each field that is not. A 200 with the wrong shape is still a
 * failure the caller must handle (status 200 says so), never a crash deep inside a page.
 */
export function parseAnswer<S extends z.ZodMiniType>(answer: S, body: unknown, path: string) {
  const result = answer.safeParse(body);
  if (result.success) return result.data as z.infer<S>;
  const errors: ErrorItem[] = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : null;
    return errorItem(field, describeIssue(field ?? 'The answer', issue), INVALID_ANSWER_RULE);
  });
  throw new ApiError(errors, 200, path);
}

/** zod/mini carries no messages of its own (no locale is loaded): each issue in words. */
function describeIssue(subject: string, issue: { code: string; expected?: unknown }): string {
  if (issue.code === 'invalid_type') {
    const expected = String(issue.expected);
    return `${subject} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected} value`;
  }
  return `${subject} is not valid (${issue.code})`;
}
