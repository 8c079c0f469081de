/** Keys that carry only internal ids: the record's other fields say the same in words. */
const ID_KEY = /(^id$|Ids?$|_ids?$)/;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An audit record's fields (after the change, or before a deletion) as 'key: value' lines. */
export function recordSummary(record: { before: unknown; after: unknown }): string {
  const shown = record.after ?? record.before;
  if (shown === null || shown === undefined) return '';
  if (typeof shown !== 'object' || Array.isArray(shown)) return valueText(shown);
  return Object.entries(shown as Record<string, unknown>)
    .filter(([key]) => !ID_KEY.test(key))
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('\n');
}
