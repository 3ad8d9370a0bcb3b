/** Every API call lives under this prefix (docs/spec.md §7: version segment v1 under an api path). */
export const API_PREFIX = '/api/v1';

/** Anything under /api answers JSON, never the HTML shell, even for unknown versions. */
export const API_ROOT = '/api';
