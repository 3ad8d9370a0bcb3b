/** docs/spec.md §7 answers some calls inside a `data` field and others bare; callers want the payload. */
export function unwrapData<T>(body: unknown): T {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}
