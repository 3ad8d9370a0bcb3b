/**
 * Typed reads of YAML and front matter. A missing or mistyped field stops the import with
 * the file and field named, so the foundry fixes its content instead of shipping a blank.
 */
export type Fields = Record<string, unknown>;

export class ContentError extends Error {
  constructor(source: string, message: string) {
    super(`${source}: ${message}`);
    this.name = 'ContentError';
  }
}

export function asFields(value: unknown, source: string): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ContentError(source, 'expected a mapping of fields');
  }
  return value as Fields;
}

export function asList(value: unknown, source: string): unknown[] {
  if (!Array.isArray(value)) throw new ContentError(source, 'expected a list');
  return value;
}

export function fieldReader(fields: Fields, source: string) {
  const text = (key: string): string => {
    const value = fields[key];
    // YAML turns unquoted dates into Date objects; the content always means the ISO day.
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') throw new ContentError(source, `"${key}" must be text`);
    return value;
  };
  return {
    text,
    optionalText(key: string): string | null {
      return fields[key] === undefined || fields[key] === null ? null : text(key);
    },
    integer(key: string): number {
      const value = fields[key];
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw new ContentError(source, `"${key}" must be a whole number`);
      }
      return value;
    },
    optionalNumber(key: string): number | null {
      const value = fields[key];
      if (value === undefined || value === null) return null;
      if (typeof value !== 'number') throw new ContentError(source, `"${key}" must be a number`);
      return value;
    },
    flag(key: string): boolean {
      const value = fields[key] ?? false;
      if (typeof value !== 'boolean')
        throw new ContentError(source, `"${key}" must be true or false`);
      return value;
    },
    list(key: string): unknown[] {
      const value = fields[key] ?? [];
      return asList(value, `${source} "${key}"`);
    },
    textList(key: string): string[] {
      return (
        fields[key] === undefined || fields[key] === null ? [] : asList(fields[key], source)
      ).map((item) => {
        if (typeof item !== 'string') throw new ContentError(source, `"${key}" must list text`);
        return item;
      });
    },
    raw(key: string): unknown {
      return fields[key];
    },
  };
}

export type FieldReader = ReturnType<typeof fieldReader>;
