import { withDb } from '@/client/data/db';
import type { DictionaryRow } from '@/shared/contracts/dictionaries';

/** A cached list older than this is shown at once and refetched in the background. */
export const DICTIONARY_STALE_MS = 10 * 60 * 1000;

export interface CachedGroup {
  items: DictionaryRow[];
  fetchedAt: number;
  /** The dictionary version the list was read at; 0 for copies saved before versions existed. */
  dictVersion: number;
}

export function isStale(fetchedAt: number, now: number): boolean {
  return now - fetchedAt > DICTIONARY_STALE_MS;
}

/** The device's copies of some groups in one language; groups never fetched are absent. */
export async function readGroups(
  groupCodes: readonly string[],
  language: string,
): Promise<Map<string, CachedGroup>> {
  const rows = await withDb((db) =>
    db.dictionaries.bulkGet(groupCodes.map((code): [string, string] => [code, language])),
  );
  const found = new Map<string, CachedGroup>();
  for (const row of rows) {
    if (row)
      found.set(row.groupCode, {
        items: row.items as DictionaryRow[],
        fetchedAt: row.fetchedAt,
        dictVersion: row.dictVersion ?? 0,
      });
  }
  return found;
}

export async function writeGroups(
  groups: Readonly<Record<string, DictionaryRow[]>>,
  language: string,
  fetchedAt: number,
  dictVersion: number,
): Promise<void> {
  const rows = Object.entries(groups).map(([groupCode, items]) => ({
    groupCode,
    language,
    items,
    fetchedAt,
    dictVersion,
  }));
  await withDb((db) => db.dictionaries.bulkPut(rows));
}
