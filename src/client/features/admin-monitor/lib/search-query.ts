/**
 * The search form as the server wants it: trimmed text, and the datetime-local fields (the browser's
 * local time without a zone) as ISO-8601 instants, so the server does not read them in its own zone.
 */
export function toServerQuery<Q extends Record<string, unknown>>(
  query: Q,
  timeFields: readonly string[] = ['startTime', 'endTime'],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'number') out[key] = value;
    if (typeof value !== 'string' || value.trim() === '') continue;
    out[key] = timeFields.includes(key) ? toIsoInstant(value.trim()) : value.trim();
  }
  return out;
}

/** 'YYYY-MM-DDTHH:mm' in the browser's zone -> ISO-8601 UTC; anything unreadable goes as typed. */
export function toIsoInstant(local: string): string {
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
}

/** Stored text (often JSON) made readable: pretty JSON, else as is. */
export function prettyText(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
