import type { ErrorItem } from '../../../domain/errors/ErrorItem';

/** What a cart's items read as: the value, or the field errors of what could not be read. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: ErrorItem[] };
