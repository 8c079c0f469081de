/** A search field that filters: present and not blank. */
export function given(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Parses an audit summary back into a value; summaries are JSON text or null. */
export function parseSummary(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
