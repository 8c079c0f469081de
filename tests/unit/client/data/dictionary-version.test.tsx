import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import {
  configureDictionaries,
  type DictionaryFetcher,
  noteDictionaryVersion,
  resetDictionaries,
} from '@/client/data/dictionaries/store';
import { versionFromHeaders, watchDictionaryVersion } from '@/client/data/dictionaries/version-watch';
import { api } from '@/client/lib/api-client';
import { DictText } from '@/client/ui/dict-text';
import { DictSelect } from '@/client/ui/dict-select';
import {
  DICTIONARY_VERSION_HEADER,
  type DictionaryRequest,
  type DictionaryRow,
} from '@/shared/contracts/dictionaries';
import { freshDb } from './data-helpers';
import { cleanup, flush, initTestI18n, render, waitFor } from '../render-ui';

const NOW = 1_700_000_000_000;
const OLD: DictionaryRow[] = [{ typecode: 'pcs', typename: 'Piece' }];
const NEW: DictionaryRow[] = [...OLD, { typecode: 'plt', typename: 'Pallet' }];

/** A fake server holding one group 'unit' at a version the test moves, like an administrator would. */
function fakeServer() {
  const server = { version: 3, items: OLD, fail: false };
  const fetcher = vi.fn<DictionaryFetcher>(async (request: DictionaryRequest) => {
    if (server.fail) throw new Error('offline');
    return {
      version: null,
      dictVersion: server.version,
      groups: Object.fromEntries((request.groupCodeList as string[]).map((c) => [c, server.items])),
    };
  });
  const change = (items: DictionaryRow[]) => {
    server.version += 1;
    server.items = items;
    return server.version;
  };
  return { server, fetcher, change };
}

/** An announcement updates mounted components at once, so it runs inside act. */
const announce = (version: number) => act(() => noteDictionaryVersion(version));
const text = (container: HTMLElement) => container.textContent ?? '';
const options = (container: HTMLElement) =>
  [...(container.querySelector('select') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
let clock = NOW;

beforeAll(initTestI18n);
beforeEach(async () => {
  clock = NOW;
  resetDictionaries();
  await freshDb();
});
afterEach(async () => {
  cleanup();
  resetDictionaries();
  vi.restoreAllMocks();
  await closeDb();
});

describe('dictionary version: held lists follow administrators changes', () => {
  it('refetches a fresh list with refresh once a newer version is announced, and re-renders', async () => {
    const { fetcher, change } = fakeServer();
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    const view = render(<DictSelect group="unit" value="" onChange={() => {}} aria-label="unit" />);
    await waitFor(() => options(view.container).length === 1);
    expect(fetcher).toHaveBeenCalledTimes(1);

    announce(3); // what the list was read at: nothing to do
    const next = change(NEW);
    announce(next);
    await waitFor(() => options(view.container).join() === 'pcs,plt');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[1]?.[0]).toEqual({ groupCodeList: ['unit'], language: 'en', refresh: true });
    expect(await (await getDb()).dictionaries.get(['unit', 'en'])).toMatchObject({ dictVersion: next });

    // The same announcement again (every answer carries it) asks nothing more.
    announce(next);
    announce(next - 1);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refetches a device copy read at an older version although it is fresh by time (after a reload or offline)', async () => {
    const { fetcher, change } = fakeServer();
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await (await getDb()).dictionaries.put({
      groupCode: 'unit',
      language: 'en',
      items: OLD,
      fetchedAt: NOW - 1000,
      dictVersion: 3,
    });
    announce(change(NEW));
    const view = render(<DictText group="unit" code="plt" />);
    await waitFor(() => text(view.container) === 'Pallet');
    expect(fetcher.mock.calls[0]?.[0]).toMatchObject({ refresh: true });
  });

  it('keeps serving a fresh copy when no newer version was announced', async () => {
    const { fetcher } = fakeServer();
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await (await getDb()).dictionaries.put({
      groupCode: 'unit',
      language: 'en',
      items: OLD,
      fetchedAt: NOW - 1000,
      dictVersion: 3,
    });
    announce(3);
    const view = render(<DictText group="unit" code="pcs" />);
    await waitFor(() => text(view.container) === 'Piece');
    await flush();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches again when a change is announced while a fetch is under way', async () => {
    const { server, fetcher, change } = fakeServer();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = vi.fn<DictionaryFetcher>(async (request) => {
      const answer = await fetcher(request); // read at the version of this moment
      if (slow.mock.calls.length === 1) await gate;
      return answer;
    });
    configureDictionaries({ fetcher: slow, now: () => clock, batchMs: 0 });
    const view = render(<DictText group="unit" code="plt" />);
    await waitFor(() => slow.mock.calls.length === 1);
    announce(change(NEW));
    release();
    await waitFor(() => text(view.container) === 'Pallet');
    expect(slow).toHaveBeenCalledTimes(2);
    expect(server.version).toBe(4);
  });

  it('retries a failed refresh with a later answer, not before the retry delay', async () => {
    const { server, fetcher, change } = fakeServer();
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0, retryMs: 30_000 });
    const view = render(<DictText group="unit" code="plt" />);
    await waitFor(() => fetcher.mock.calls.length === 1);
    await flush();
    server.fail = true;
    const next = change(NEW);
    announce(next);
    await waitFor(() => fetcher.mock.calls.length === 2);
    await flush();
    server.fail = false;
    announce(next);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
    clock += 30_001;
    announce(next);
    await waitFor(() => text(view.container) === 'Pallet');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('dictionary version header', () => {
  it('reads only positive integers', () => {
    const headers = (value: string | null) => ({ get: () => value });
    expect(versionFromHeaders(headers('12'))).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '9'.repeat(20)]) {
      expect(versionFromHeaders(headers(bad))).toBeUndefined();
    }
  });

  it('reaches the store from any answer of the request layer', async () => {
    const { fetcher, change } = fakeServer();
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    const view = render(<DictText group="unit" code="plt" />);
    await waitFor(() => fetcher.mock.calls.length === 1);
    await flush();
    expect(text(view.container)).toBe('plt');

    const next = change(NEW);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ header: { ret: '0', message: '' }, body: { records: [] } }), {
        headers: { 'Content-Type': 'application/json', [DICTIONARY_VERSION_HEADER]: String(next) },
      }),
    );
    const stop = watchDictionaryVersion();
    try {
      await act(async () => {
        await api.post('/some/list', {});
      });
      await waitFor(() => text(view.container) === 'Pallet');
    } finally {
      stop();
    }
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
