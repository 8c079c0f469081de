import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { initWebTypeGroupNewList } from '@/client/data/dictionaries/api';
import { DICTIONARY_STALE_MS } from '@/client/data/dictionaries/cache';
import { flattenDictionary, findDictionaryName } from '@/client/data/dictionaries/flatten';
import { DictionaryGroupArrayError } from '@/client/data/dictionaries/group-codes';
import { loadDictionaries } from '@/client/data/dictionaries/load';
import {
  configureDictionaries,
  type DictionaryFetcher,
  resetDictionaries,
} from '@/client/data/dictionaries/store';
import { useDictionary } from '@/client/data/dictionaries/use-dictionary';
import { DictSelect } from '@/client/ui/dict-select';
import { DictText } from '@/client/ui/dict-text';
import { api } from '@/client/lib/api-client';
import { toaster } from '@/client/ui/toaster';
import type { DictionaryRequest, DictionaryRow } from '@/shared/contracts/dictionaries';
import { freshDb } from './data-helpers';
import { changeValue, cleanup, flush, initTestI18n, render, waitFor } from '../render-ui';

const NOW = 1_700_000_000_000;
const TREE: DictionaryRow[] = [
  { typecode: '00', typename: 'Goods', children: [{ typecode: '0001', typename: 'Computers' }] },
  { typecode: '01', typename: 'Works' },
];

/** A fake server: answers every group from `lists` (by language), recording the requests. */
function fakeApi(lists: Record<string, Record<string, DictionaryRow[]>>) {
  return vi.fn<DictionaryFetcher>(async (request: DictionaryRequest) => ({
    version: null,
    dictVersion: 0,
    groups: Object.fromEntries(
      (request.groupCodeList as string[]).map((code) => [
        code,
        lists[request.language ?? 'zh']?.[code] ?? [],
      ]),
    ),
  }));
}

let clock = NOW;

function Names() {
  const { items } = useDictionary('kind', { refresh: true });
  return <>{items.map((item) => item.typename).join(',')}</>;
}

async function cache(groupCode: string, language: string, items: DictionaryRow[], fetchedAt: number) {
  await (await getDb()).dictionaries.put({ groupCode, language, items, fetchedAt });
}

const text = (container: HTMLElement) => container.textContent ?? '';

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

describe('flattening', () => {
  it('lists parents before their children with depths', () => {
    expect(flattenDictionary(TREE)).toEqual([
      { code: '00', name: 'Goods', depth: 0 },
      { code: '0001', name: 'Computers', depth: 1 },
      { code: '01', name: 'Works', depth: 0 },
    ]);
  });

  it.each([
    ['00', 'Goods'],
    ['0001', 'Computers'],
    ['99', undefined],
  ])('finds the name of %s', (code, name) => {
    expect(findDictionaryName(TREE, code)).toBe(name);
  });
});

describe('useDictionary through DictText', () => {
  it('answers from the device copy without asking the server while it is fresh', async () => {
    const fetcher = fakeApi({});
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await cache('kind', 'en', TREE, NOW - 60_000);
    const view = render(<DictText group="kind" code="0001" />);
    await waitFor(() => text(view.container) === 'Computers');
    await flush();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows a stale copy at once, refetches in the background and writes the answer back', async () => {
    const fetcher = fakeApi({ en: { kind: [{ typecode: '00', typename: 'Supplies' }] } });
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await cache('kind', 'en', TREE, NOW - DICTIONARY_STALE_MS - 1);
    const view = render(<DictText group="kind" code="00" />);
    await waitFor(() => text(view.container) === 'Supplies');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toEqual({ groupCodeList: ['kind'], language: 'en' });
    const row = await (await getDb()).dictionaries.get(['kind', 'en']);
    expect(row).toMatchObject({ fetchedAt: NOW, items: [{ typecode: '00', typename: 'Supplies' }] });
  });

  it('batches groups mounted together into one call and keeps each language apart', async () => {
    const fetcher = fakeApi({
      fr: { a: [{ typecode: '1', typename: 'Un' }], b: [{ typecode: '2', typename: 'Deux' }] },
    });
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await cache('a', 'en', [{ typecode: '1', typename: 'One' }], NOW);
    const view = render(
      <>
        <DictText group="a" code="1" />|<DictText group="b" code="2" />
      </>,
    );
    await waitFor(() => fetcher.mock.calls.length === 1);
    await flush();
    expect(fetcher.mock.calls[0]?.[0].groupCodeList).toEqual(['b']);
    const { i18next } = await import('@/client/lib/i18n');
    await act(async () => {
      await i18next.changeLanguage('fr');
    });
    try {
      await waitFor(() => text(view.container) === 'Un|Deux');
      expect(fetcher.mock.calls[1]?.[0]).toEqual({ groupCodeList: ['a', 'b'], language: 'fr' });
    } finally {
      await act(async () => {
        await i18next.changeLanguage('en');
      });
    }
  });

  it('asks the server when refresh is requested even though the copy is fresh', async () => {
    const fetcher = fakeApi({ en: { kind: [{ typecode: '00', typename: 'Renamed' }] } });
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await cache('kind', 'en', TREE, NOW);
    const view = render(<Names />);
    await waitFor(() => text(view.container) === 'Renamed');
    expect(fetcher.mock.calls[0]?.[0]).toEqual({ groupCodeList: ['kind'], language: 'en', refresh: true });
  });

  it('falls back to the code when the group does not know it, and keeps the copy when the server fails', async () => {
    const fetcher = vi.fn<DictionaryFetcher>(async () => {
      throw new Error('offline');
    });
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    await cache('kind', 'en', TREE, NOW - DICTIONARY_STALE_MS - 1);
    const view = render(
      <>
        <DictText group="kind" code="01" />/<DictText group="kind" code="77" />
      </>,
    );
    await waitFor(() => fetcher.mock.calls.length === 1);
    await flush();
    expect(text(view.container)).toBe('Works/77');
  });
});

describe('DictSelect', () => {
  it('flattens a tree group with indentation and reports the chosen code', async () => {
    configureDictionaries({ fetcher: fakeApi({ en: { kind: TREE } }), now: () => clock, batchMs: 0 });
    const onChange = vi.fn();
    const view = render(<DictSelect group="kind" value="" onChange={onChange} aria-label="kind" />);
    const select = view.container.querySelector('select') as HTMLSelectElement;
    await waitFor(() => select.options.length === 4);
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Please select'],
      ['00', 'Goods'],
      ['0001', '\u00a0\u00a0\u00a0\u00a0Computers'],
      ['01', 'Works'],
    ]);
    await changeValue(select, '0001');
    expect(onChange).toHaveBeenCalledWith('0001');
  });
});

describe('group codes must be an array (spec 5)', () => {
  it('warns and never calls the server for a single string', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const post = vi.spyOn(api, 'post');
    const fetcher = fakeApi({});
    configureDictionaries({ fetcher, batchMs: 0 });
    await expect(loadDictionaries('kind' as unknown as string[], 'en')).rejects.toBeInstanceOf(
      DictionaryGroupArrayError,
    );
    await expect(
      initWebTypeGroupNewList({ groupCodeList: 'kind' as unknown as string[], language: 'en' }),
    ).rejects.toBeInstanceOf(DictionaryGroupArrayError);
    expect(fetcher).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      type: 'warning',
      description: 'The dictionary type must be an array',
    });
  });

  it('loads several groups with one call', async () => {
    const fetcher = fakeApi({ en: { a: TREE } });
    configureDictionaries({ fetcher, now: () => clock, batchMs: 0 });
    expect(await loadDictionaries(['a', 'b'], 'en')).toEqual({ a: TREE, b: [] });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('sends an array through the request client', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ version: null, dictVersion: 1, groups: {} });
    await initWebTypeGroupNewList({ groupCodeList: ['a'], language: 'en' });
    expect(post).toHaveBeenCalledWith(
      '/common-common/typegroup/typegroup/initWebTypeGroupNewList',
      { groupCodeList: ['a'], language: 'en' },
      {},
    );
  });
});
