import type { DictionaryRequest, DictionaryResponse, DictionaryRow } from '@/shared/contracts/dictionaries';
import { initWebTypeGroupNewList } from '../api/init-web-type-group-new-list';
import { isStale, readGroups, writeGroups } from './dictionary-cache';
import { assertGroupCodeArray } from './group-codes';

export type DictionaryFetcher = (request: DictionaryRequest) => Promise<DictionaryResponse>;

export interface DictionaryState {
  /** undefined until the device copy was read or the server answered. */
  items: DictionaryRow[] | undefined;
  fetchedAt: number;
  loading: boolean;
  error: unknown;
  failedAt: number;
}

interface StoreConfig {
  fetcher: DictionaryFetcher;
  now: () => number;
  /** Requests made within this window go to the server as one call (a screen mounts many selects). */
  batchMs: number;
  /** After a failed fetch, mounting another user of the group does not retry before this. */
  retryMs: number;
}

const defaults: StoreConfig = {
  fetcher: initWebTypeGroupNewList,
  now: () => Date.now(),
  batchMs: 10,
  retryMs: 30_000,
};

const EMPTY: DictionaryState = { items: undefined, fetchedAt: 0, loading: false, error: null, failedAt: 0 };

let config = defaults;
const states = new Map<string, DictionaryState>();
const listeners = new Map<string, Set<() => void>>();
/** Keys whose device copy has been read (present or not), so IndexedDB is read once per tab. */
const read = new Set<string>();
/** Per language: group code -> whether a refresh was asked for. */
const queued = new Map<string, Map<string, boolean>>();
let timer: ReturnType<typeof setTimeout> | undefined;

export function dictionaryKey(groupCode: string, language: string): string {
  return `${language}\u0000${groupCode}`;
}

export function configureDictionaries(next: Partial<StoreConfig> = {}): void {
  config = { ...defaults, ...next };
}

/** Forgets every list held in memory and the configuration (tests, sign-out). */
export function resetDictionaries(): void {
  clearTimeout(timer);
  timer = undefined;
  config = defaults;
  states.clear();
  read.clear();
  queued.clear();
  for (const set of listeners.values()) for (const listener of set) listener();
}

export function getDictionaryState(key: string): DictionaryState {
  return states.get(key) ?? EMPTY;
}

export function subscribeDictionary(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function update(key: string, patch: Partial<DictionaryState>): void {
  states.set(key, { ...getDictionaryState(key), ...patch });
  for (const listener of listeners.get(key) ?? []) listener();
}

function needsFetch(key: string, refresh: boolean): boolean {
  const state = getDictionaryState(key);
  return refresh || state.items === undefined || isStale(state.fetchedAt, config.now());
}

/**
 * Asks for a group: answered from memory when fresh, otherwise queued for one batched pass that reads the
 * device copy and then, if missing, stale or refresh was asked for, the server.
 */
export function requestDictionary(groupCode: string, language: string, refresh = false): void {
  if (!groupCode) return;
  const key = dictionaryKey(groupCode, language);
  const state = getDictionaryState(key);
  if (state.loading) {
    const waiting = queued.get(language);
    if (refresh && waiting?.has(groupCode)) waiting.set(groupCode, true);
    if (!refresh || waiting?.has(groupCode)) return;
  } else if (!refresh) {
    if (read.has(key) && !needsFetch(key, false)) return;
    if (state.error && config.now() - state.failedAt < config.retryMs) return;
  }
  let waiting = queued.get(language);
  if (!waiting) {
    waiting = new Map();
    queued.set(language, waiting);
  }
  waiting.set(groupCode, refresh || (waiting.get(groupCode) ?? false));
  update(key, { loading: true });
  timer ??= setTimeout(() => void flushQueued(), config.batchMs);
}

async function flushQueued(): Promise<void> {
  timer = undefined;
  const batches = [...queued];
  queued.clear();
  await Promise.all(batches.map(([language, groups]) => loadBatch(language, groups)));
}

async function loadBatch(language: string, groups: Map<string, boolean>): Promise<void> {
  const codes = [...groups.keys()];
  const unread = codes.filter((code) => !read.has(dictionaryKey(code, language)));
  if (unread.length > 0) {
    // A device without storage still works: it simply always asks the server.
    const cached = await readGroups(unread, language).catch(() => new Map());
    for (const code of unread) {
      const key = dictionaryKey(code, language);
      read.add(key);
      const copy = cached.get(code);
      if (copy) update(key, { items: copy.items, fetchedAt: copy.fetchedAt });
    }
  }
  const due = codes.filter((code) => needsFetch(dictionaryKey(code, language), groups.get(code) ?? false));
  for (const code of codes)
    if (!due.includes(code)) update(dictionaryKey(code, language), { loading: false });
  if (due.length > 0)
    await fetchGroups(
      due,
      language,
      due.some((code) => groups.get(code)),
    );
}

async function fetchGroups(codes: string[], language: string, refresh: boolean): Promise<void> {
  try {
    const response = await config.fetcher({
      groupCodeList: codes,
      language,
      ...(refresh ? { refresh: true } : {}),
    });
    const fetchedAt = config.now();
    const groups = Object.fromEntries(codes.map((code) => [code, response.groups[code] ?? []]));
    // The cache is an optimisation: a full or broken store must not hide the answer.
    await writeGroups(groups, language, fetchedAt).catch(() => undefined);
    for (const code of codes) {
      update(dictionaryKey(code, language), {
        items: groups[code],
        fetchedAt,
        loading: false,
        error: null,
        failedAt: 0,
      });
    }
  } catch (error) {
    for (const code of codes) {
      update(dictionaryKey(code, language), { loading: false, error, failedAt: config.now() });
    }
  }
}

function settled(key: string): Promise<void> {
  return new Promise((resolve) => {
    if (!getDictionaryState(key).loading) return resolve();
    const unsubscribe = subscribeDictionary(key, () => {
      if (getDictionaryState(key).loading) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads several groups at once (e.g. before a screen opens) and resolves with their lists. Warns and
 * rejects when the codes are not an array (spec 5).
 */
export async function loadDictionaries(
  groupCodes: readonly string[],
  language: string,
  options: { refresh?: boolean } = {},
): Promise<Record<string, DictionaryRow[]>> {
  const codes = assertGroupCodeArray(groupCodes);
  for (const code of codes) requestDictionary(code, language, options.refresh ?? false);
  await Promise.all(codes.map((code) => settled(dictionaryKey(code, language))));
  return Object.fromEntries(
    codes.map((code) => [code, getDictionaryState(dictionaryKey(code, language)).items ?? []]),
  );
}
