import { act } from 'react';
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, configureDb, kvGet } from '@/client/data/db';
import { PERSISTENCE_KV_KEY, resetPersistenceMemo } from '@/client/data/storage-quota';
import { syncState } from '@/client/data/sync-runtime';
import { DeadlineCountdown } from '@/client/features/sync/components/deadline-countdown';
import { StorageBanner } from '@/client/features/sync/components/storage-banner';
import { StorageSection } from '@/client/features/sync/components/storage-section';
import { SyncBadge } from '@/client/features/sync/components/sync-badge';
import { splitRemaining } from '@/client/features/sync/lib/countdown';
import { freshDb } from '../../data/data-helpers';
import { byTestId, cleanup, click, flush, initTestI18n, render, waitFor } from '../../render-ui';

beforeAll(initTestI18n);
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  Object.assign(syncState, { pending: 0, rejected: 0, paused: 0 });
  resetPersistenceMemo();
  await closeDb();
});

describe('splitRemaining', () => {
  it.each([
    [0, null],
    [-5, null],
    [1, { days: 0, clock: '00:00:01' }],
    [61_000, { days: 0, clock: '00:01:01' }],
    [3 * 86_400_000 + 3_723_000, { days: 3, clock: '01:02:03' }],
  ])('%i ms -> %o', (ms, expected) => {
    expect(splitRemaining(ms)).toEqual(expected);
  });
});

describe('DeadlineCountdown', () => {
  it('ticks by the given server clock and says when the deadline has passed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let server = 1_000_000;
    const now = () => server;
    render(<DeadlineCountdown deadline={server + 86_400_000 + 2000} now={now} />);
    expect(byTestId('deadline-left').textContent).toBe('1 d 00:00:02 left');
    server += 86_400_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(byTestId('deadline-left').textContent).toBe('00:00:02 left');
    server += 2000;
    act(() => vi.advanceTimersByTime(1000));
    expect(byTestId('deadline-passed').textContent).toBe('Deadline passed');
  });
});

describe('SyncBadge', () => {
  it('counts waiting and rejected entries, red once any is rejected', async () => {
    render(<SyncBadge />);
    expect(document.querySelector('[data-testid="sync-badge-count"]')).toBeNull();
    await act(async () => {
      syncState.pending = 2;
    });
    expect(byTestId('sync-badge-count').textContent).toBe('2');
    expect(byTestId('sync-badge-count').hasAttribute('data-rejected')).toBe(false);
    await act(async () => {
      syncState.rejected = 1;
    });
    expect(byTestId('sync-badge-count').textContent).toBe('3');
    expect(byTestId('sync-badge-count').hasAttribute('data-rejected')).toBe(true);
    expect(byTestId('sync-badge').getAttribute('aria-label')).toBe('Sync centre: 2 waiting, 1 rejected');
  });

  it('calls onClick and hides when compact with nothing to show', async () => {
    const onClick = vi.fn();
    render(<SyncBadge compact onClick={onClick} />);
    expect(document.querySelector('[data-testid="sync-badge"]')).toBeNull();
    await act(async () => {
      syncState.rejected = 1;
    });
    await click(byTestId('sync-badge'));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('StorageBanner', () => {
  it('warns only while the data lives in memory', async () => {
    await freshDb();
    render(<StorageBanner />);
    expect(document.querySelector('[data-testid="storage-banner"]')).toBeNull();
    const broken = {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await act(async () => {
      await configureDb({
        name: 'banner-memory',
        reload: vi.fn(),
        backend: { indexedDB: broken, IDBKeyRange: FakeKeyRange },
        memoryBackend: async () => ({ indexedDB: new IDBFactory(), IDBKeyRange: FakeKeyRange }),
      });
      await kvGet('anything');
    });
    expect(byTestId('storage-banner').textContent).toBe(
      'Local storage is unavailable; your work is kept in memory only until you close this tab',
    );
  });
});

describe('StorageSection', () => {
  it('shows usage, availability and persistence, and asks to keep the data', async () => {
    await freshDb();
    const storage = {
      estimate: vi.fn(async () => ({ usage: 2048, quota: 10 * 1024 })),
      persisted: vi.fn(async () => false),
      persist: vi.fn(async () => true),
    };
    render(<StorageSection storage={storage} />);
    await waitFor(() => byTestId('storage-persistent').textContent === 'No');
    expect(byTestId('storage-used').textContent).toBe('2.05 kB');
    expect(byTestId('storage-available').textContent).toBe('8.19 kB');
    await click(byTestId('storage-keep'));
    await waitFor(() => byTestId('storage-persistent').textContent === 'Yes');
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(await kvGet(PERSISTENCE_KV_KEY)).toMatchObject({ granted: true });
    expect(byTestId<HTMLButtonElement>('storage-keep').disabled).toBe(true);
  });

  it('says unknown where the browser cannot tell', async () => {
    await freshDb();
    render(<StorageSection storage={undefined} />);
    await flush();
    expect(byTestId('storage-used').textContent).toBe('Unknown');
    expect(byTestId('storage-persistent').textContent).toBe('Unknown');
    expect(byTestId<HTMLButtonElement>('storage-keep').disabled).toBe(true);
  });
});
