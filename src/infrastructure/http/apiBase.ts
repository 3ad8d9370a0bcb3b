/** Every call goes to the versioned API on the site's own host (docs/spec.md §1, §7). */
export const API_BASE_URL = '/api/v1';
