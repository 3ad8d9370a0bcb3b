import type { QueryReader } from './testerSetup';

/**
 * A query string in the form encoding browsers use (`application/x-www-form-urlencoded`:
 * spaces as `+`, everything but `*-._` and letters and digits escaped), as URLSearchParams
 * reads and writes it. Written here with the language's own encodeURIComponent because
 * URLSearchParams belongs to the web platform, not to ECMAScript, and the domain package
 * runs on any JavaScript (src/domain/README.md).
 */
export function formatFormQuery(entries: ReadonlyArray<readonly [string, string]>): string {
  return entries.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join('&');
}

/** The entries of a query string, in order; a leading `?` is ignored. */
export function parseFormQuery(query: string): Array<[string, string]> {
  const text = query.startsWith('?') ? query.slice(1) : query;
  return text
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      return [formDecode(name), formDecode(value)];
    });
}

/** A parsed query read as the tester's reader reads URLSearchParams. */
export function formQueryReader(entries: ReadonlyArray<readonly [string, string]>): QueryReader {
  return {
    get: (name) => entries.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => entries.filter(([key]) => key === name).map(([, value]) => value),
  };
}

function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function formDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape is kept as it came (the checks then refuse what it spells).
    return spaced;
  }
}
