/**
 * Form values addressed by the field names errors use: 'email', or a nested one such as
 * 'invited_coworker_emails.0.name' or 'third_party_data.city' (docs/spec.md §8 error items name
 * fields this way, so the same name finds the value and its message).
 */
export function valueAt(values: object, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with the value at `path` replaced; arrays stay arrays. */
export function withValueAt<V extends object>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.');
  const source = values as Record<string, unknown>;
  const child = source[key];
  const next =
    rest.length === 0
      ? value
      : withValueAt(
          typeof child === 'object' && child !== null ? child : {},
          rest.join('.'),
          value,
        );
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(key)] = next;
    return copy as V;
  }
  return { ...values, [key]: next };
}
