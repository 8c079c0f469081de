import type { DraftRow, OutboxEntry } from '@/client/data/db-schema';
import { listDrafts } from '@/client/data/drafts';
import { listEntries } from '@/client/data/outbox';
import type { QueryResult } from '@/client/ui/query-table/types';
import { pageLocally } from '@/shared/format/paging';

export const SYNC_TABS = ['all', 'pending', 'rejected'] as const;
export type SyncTab = (typeof SYNC_TABS)[number];

export interface OutboxRow extends OutboxEntry {
  seq: number;
  /** The draft whose key is this entry's entityKey, when the user still has one. */
  draft?: DraftRow;
}

export interface OutboxQuery {
  pageNo: number;
  pageSize: number;
  tab?: SyncTab;
  path?: string;
  entityKey?: string;
}

/** Rejected entries wait for the user; every other status is still on its way. */
export function tabOf(entry: Pick<OutboxEntry, 'status'>): Exclude<SyncTab, 'all'> {
  return entry.status === 'rejected' ? 'rejected' : 'pending';
}

/** Entries still waiting can be pushed again; one being sent right now cannot. */
export function canResend(entry: Pick<OutboxEntry, 'status' | 'attempts'>): boolean {
  if (entry.status === 'pending') return entry.attempts > 0;
  return entry.status === 'rejected' || entry.status === 'paused';
}

export function canDiscard(entry: Pick<OutboxEntry, 'status'>): boolean {
  // The server may be applying it right now; the outcome decides what happens to it.
  return entry.status !== 'inflight';
}

/** One page of the user's queued writes, paged on the device, with the count of each tab. */
export async function loadOutboxPage(userId: string, query: OutboxQuery): Promise<QueryResult<OutboxRow>> {
  const [entries, drafts] = await Promise.all([
    listEntries(userId),
    // The list is still useful without the draft links.
    listDrafts(userId).catch((): DraftRow[] => []),
  ]);
  const byKey = new Map(drafts.map((draft) => [draft.draftKey, draft]));
  const rows: OutboxRow[] = entries.map((entry) => {
    const draft = byKey.get(entry.entityKey);
    return { ...entry, seq: entry.seq ?? 0, ...(draft ? { draft } : {}) };
  });
  const tabCounts: Record<SyncTab, number> = { all: rows.length, pending: 0, rejected: 0 };
  for (const row of rows) tabCounts[tabOf(row)] += 1;
  const tab = query.tab ?? 'all';
  const inTab = tab === 'all' ? rows : rows.filter((row) => tabOf(row) === tab);
  const page = pageLocally(inTab, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    filters: { path: query.path, entityKey: query.entityKey },
  });
  return { records: page.rows, total: page.total, tabCounts };
}
