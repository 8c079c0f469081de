export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function serialise(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Serialises params with URLSearchParams semantics (so spaces become '+'): arrays become repeated keys,
 * undefined and null are skipped, Dates are sent as ISO strings. Returns '' or 'a=1&b=2' (no leading '?').
 */
export function toQueryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  if (!params) return '';
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      const text = serialise(item);
      if (text !== undefined) search.append(key, text);
    }
  }
  return search.toString();
}

/** Appends a query string to a url that may already carry one (e.g. 'getFunctionDetail?id=3'). */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}
