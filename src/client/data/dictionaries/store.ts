import type { DictionaryRequest, DictionaryResponse, DictionaryRow } from '@/shared/contracts/dictionaries';
import { initWebTypeGroupNewList } from './api';
import { isStale, readGroups, writeGroups } from './cache';
import { announcedDictionaryVersion, onDictionaryVersion } from './version-watch';

export type DictionaryFetcher = (request: DictionaryRequest) => Promise<DictionaryResponse>;

export interface DictionaryState {
  /** undefined until the device copy was read or the server answered. */
  items: DictionaryRow[] | undefined;
  fetchedAt: number;
  /** The dictionary version the items were read at (0: unknown, older than any announced version). */
  version: number;
  /** The announced version a refresh was last asked for, so one announcement asks once. */
  askedFor: number;
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

const EMPTY: DictionaryState = {
  items: undefined,
  fetchedAt: 0,
  version: 0,
  askedFor: 0,
  loading: false,
  error: null,
  failedAt: 0,
};

let config = defaults;
/** The newest dictionary version the server announced to this tab (answers' header or lists). */
let latestVersion = announcedDictionaryVersion();
const states = new Map<string, DictionaryState>();
const listeners = new Map<string, Set<() => void>>();
/** Keys whose device copy has been read (present or not), so IndexedDB is read once per tab. */
const read = new Set<string>();
/** Per language: group code -> whether a refresh was asked for. */
const queued = new Map<string, Map<string, boolean>>();
let timer: ReturnType<typeof setTimeout> | undefined;

const SEPARATOR = '\u0000';

export function dictionaryKey(groupCode: string, language: string): string {
  return `${language}${SEPARATOR}${groupCode}`;
}

export function configureDictionaries(next: Partial<StoreConfig> = {}): void {
  config = { ...defaults, ...next };
}

/** Forgets every list held in memory, the announced version and the configuration (tests, sign-out). */
export function resetDictionaries(): void {
  clearTimeout(timer);
  timer = undefined;
  config = defaults;
  latestVersion = 0;
  states.clear();
  read.clear();
  queued.clear();
  for (const set of listeners.values()) for (const listener of set) listener();
}

onDictionaryVersion((version) => noteDictionaryVersion(version));

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

const outdated = (state: DictionaryState) => state.items !== undefined && state.version < latestVersion;

function needsFetch(key: string, refresh: boolean): boolean {
  const state = getDictionaryState(key);
  return refresh || state.items === undefined || isStale(state.fetchedAt, config.now()) || outdated(state);
}

/**
 * The server announced a dictionary version (every API answer carries it). Each held list read at an
 * older version is fetched again with refresh, once per announced version; the device copies not yet
 * read are checked when they are read. Failed refreshes are retried with a later answer after retryMs.
 */
export function noteDictionaryVersion(version: number): void {
  if (!Number.isSafeInteger(version) || version <= 0) return;
  latestVersion = Math.max(latestVersion, version);
  for (const [key, state] of states) {
    if (!outdated(state) || state.loading || state.askedFor >= latestVersion) continue;
    if (state.error && config.now() - state.failedAt < config.retryMs) continue;
    const at = key.indexOf(SEPARATOR);
    update(key, { askedFor: latestVersion });
    requestDictionary(key.slice(at + 1), key.slice(0, at), true);
  }
}

/**
 * Asks for a group: answered from memory when fresh, otherwise queued for one batched pass that reads the
 * device copy and then, if missing, stale, outdated or refresh was asked for, the server.
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
      if (copy) update(key, { items: copy.items, fetchedAt: copy.fetchedAt, version: copy.dictVersion });
    }
  }
  const due = codes.filter((code) => needsFetch(dictionaryKey(code, language), groups.get(code) ?? false));
  for (const code of codes)
    if (!due.includes(code)) update(dictionaryKey(code, language), { loading: false });
  // An outdated list must bypass every cache on the way (the service worker answers refresh from the network).
  const refresh = due.some(
    (code) => groups.get(code) || outdated(getDictionaryState(dictionaryKey(code, language))),
  );
  if (due.length > 0) await fetchGroups(due, language, refresh);
}

async function fetchGroups(codes: string[], language: string, refresh: boolean): Promise<void> {
  try {
    const response = await config.fetcher({
      groupCodeList: codes,
      language,
      ...(refresh ? { refresh: true } : {}),
    });
    const fetchedAt = config.now();
    const version = Number.isSafeInteger(response.dictVersion) ? response.dictVersion : 0;
    latestVersion = Math.max(latestVersion, version);
    const groups = Object.fromEntries(codes.map((code) => [code, response.groups[code] ?? []]));
    // The cache is an optimisation: a full or broken store must not hide the answer.
    await writeGroups(groups, language, fetchedAt, version).catch(() => undefined);
    for (const code of codes) {
      update(dictionaryKey(code, language), {
        items: groups[code],
        fetchedAt,
        version,
        loading: false,
        error: null,
        failedAt: 0,
      });
    }
  } catch (error) {
    // askedFor goes back so a later announcement retries (after retryMs), e.g. once back online.
    for (const code of codes) {
      update(dictionaryKey(code, language), { loading: false, error, failedAt: config.now(), askedFor: 0 });
    }
  }
  // A change announced while this call was under way: fetch again (once per announced version).
  noteDictionaryVersion(latestVersion);
}
