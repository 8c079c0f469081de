import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, flushAll, getDb } from '@/client/data/db';
import type { DraftAttachment } from '@/client/data/db-schema';
import { loadDraft, saveDraft } from '@/client/data/drafts';
import {
  DRAFT_MAX_WAIT_MS,
  DRAFT_SAVE_DELAY_MS,
  type UseDraftResult,
  useDraft,
} from '@/client/data/use-draft';
import { blob, freshDb, settle, until } from './data-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Form {
  name: string;
}

interface Handle {
  draft: UseDraftResult;
  setValue(value: Form): void;
  setFiles(files: DraftAttachment[]): void;
}

let root: Root | undefined;
let container: HTMLElement;

interface HarnessProps {
  handle: Handle;
  userId?: string;
  draftKey?: string;
  onRestore?: (data: Form, at: number) => void;
}

function Harness({ handle, userId, draftKey, onRestore }: HarnessProps) {
  const [value, setValue] = useState<Form>({ name: '' });
  const [files, setFiles] = useState<DraftAttachment[] | undefined>(undefined);
  handle.setValue = setValue;
  handle.setFiles = setFiles;
  handle.draft = useDraft({
    userId: userId ?? 'u1',
    draftKey: draftKey ?? 'register:main',
    value,
    attachments: files,
    onRestore: (data, at) => {
      setValue(data);
      onRestore?.(data, at);
    },
  });
  return null;
}

function render(props: Omit<HarnessProps, 'handle'>) {
  const handle = {} as Handle;
  act(() => {
    root = createRoot(container);
    root.render(<Harness handle={handle} {...props} />);
  });
  return handle;
}

function rerender(handle: Handle, props: Omit<HarnessProps, 'handle'>) {
  act(() => root?.render(<Harness handle={handle} {...props} />));
}

/** Lets the restore (an IndexedDB read) finish and React apply what it set. */
async function ready() {
  await act(async () => settle(60));
}

async function type(handle: Handle, name: string) {
  await act(async () => handle.setValue({ name }));
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  container = document.createElement('div');
  await freshDb();
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  // The unmount's save must land in this test's database, not the next one's.
  await settle(60);
  vi.useRealTimers();
  await closeDb();
});

const stored = async (userId = 'u1', key = 'register:main') => (await loadDraft<Form>(userId, key))?.data;

describe('useDraft', () => {
  it(`saves ${DRAFT_SAVE_DELAY_MS} ms after the last change, not before`, async () => {
    const h = render({});
    await ready();
    await type(h, 'A');
    await type(h, 'Ab');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    await ready();
    expect(await stored()).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    await until(async () => (await stored())?.name === 'Ab');
    await ready();
    expect(h.draft.status).toBe('saved');
    expect(h.draft.savedAt).toBe(Date.now());
  });

  it(`still saves during continuous typing, at least every ${DRAFT_MAX_WAIT_MS} ms`, async () => {
    expect(DRAFT_MAX_WAIT_MS).toBeLessThanOrEqual(250);
    const h = render({});
    await ready();
    // A key every 60 ms never lets the short delay run out; the maximum wait still writes.
    for (let i = 1; i <= 10; i += 1) {
      await type(h, 'x'.repeat(i));
      act(() => vi.advanceTimersByTime(60));
      await ready();
      const saved = (await stored())?.name.length ?? 0;
      // What the store holds is never more than the maximum wait (plus one key) behind the screen.
      expect(i - saved).toBeLessThanOrEqual(Math.ceil(DRAFT_MAX_WAIT_MS / 60) + 1);
    }
    expect((await stored())?.name.length).toBeGreaterThanOrEqual(6);
  });

  it('restores the saved draft on mount and says from when', async () => {
    await saveDraft('u1', 'register:main', { name: 'from yesterday' }, undefined, { now: 1234 });
    const onRestore = vi.fn();
    const h = render({ onRestore });
    await ready();
    expect(onRestore).toHaveBeenCalledWith({ name: 'from yesterday' }, 1234);
    expect(h.draft.restoredFrom).toBe(1234);
    // Filling the form with the restored data is not a change worth saving.
    act(() => vi.advanceTimersByTime(1000));
    await ready();
    expect((await loadDraft('u1', 'register:main'))?.version).toBe(1);
  });

  it('does not restore another user’s draft', async () => {
    await saveDraft('u2', 'register:main', { name: 'not yours' });
    const onRestore = vi.fn();
    render({ userId: 'u1', onRestore });
    await ready();
    expect(onRestore).not.toHaveBeenCalled();
  });

  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
    ['a versionchange/update flush', () => void flushAll()],
  ])('saves at once on %s', async (_name, fire) => {
    const h = render({});
    await ready();
    await type(h, 'typed just now');
    act(fire);
    await until(async () => (await stored())?.name === 'typed just now');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('saves the old draft and restores the new one when the draft key changes', async () => {
    await saveDraft('u1', 'profile:2', { name: 'second' }, undefined, { now: 99 });
    const onRestore = vi.fn();
    const h = render({ draftKey: 'profile:1', onRestore });
    await ready();
    await type(h, 'first');
    rerender(h, { draftKey: 'profile:2', onRestore });
    await ready();
    expect(await stored('u1', 'profile:1')).toEqual({ name: 'first' });
    expect(onRestore).toHaveBeenCalledWith({ name: 'second' }, 99);
    expect(h.draft.restoredFrom).toBe(99);
  });

  it('saves what is pending when the form unmounts', async () => {
    const h = render({});
    await ready();
    await type(h, 'leaving');
    act(() => root?.unmount());
    root = undefined;
    await until(async () => (await stored())?.name === 'leaving');
  });

  it('discards the draft, and does not save the emptied form again', async () => {
    const h = render({});
    await ready();
    await type(h, 'A');
    await act(() => h.draft.flush());
    expect(await stored()).toEqual({ name: 'A' });
    await act(() => h.draft.discard());
    expect(await stored()).toBeUndefined();
    expect(h.draft.status).toBe('idle');
    await type(h, '');
    act(() => vi.advanceTimersByTime(2000));
    await ready();
    expect(await stored()).toBeUndefined();
  });

  it('keeps attachments with the draft', async () => {
    const h = render({});
    await ready();
    await act(async () => h.setFiles([{ name: 'scan.png', type: 'image/png', blob: blob('png') }]));
    await act(() => h.draft.flush());
    const row = await loadDraft('u1', 'register:main');
    expect(row?.attachments.map((a) => a.name)).toEqual(['scan.png']);
  });

  it('reports a full device and keeps the earlier draft', async () => {
    await saveDraft('u1', 'register:main', { name: 'earlier' });
    const h = render({});
    await ready();
    const db = await getDb();
    const put = vi.spyOn(db.drafts, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await type(h, 'later');
    await act(() => h.draft.flush());
    expect(h.draft.status).toBe('error');
    expect(h.draft.error).toMatchObject({ name: 'DraftQuotaError' });
    put.mockRestore();
    expect(await stored()).toEqual({ name: 'earlier' });
  });

  it('tries a failed write again by itself, without another keystroke', async () => {
    const h = render({});
    await ready();
    const db = await getDb();
    const put = vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(new DOMException('busy', 'UnknownError'));
    await type(h, 'typed once');
    await act(() => h.draft.flush());
    expect(h.draft.status).toBe('error');
    await vi.waitFor(() => expect(h.draft.status).toBe('saved'), { timeout: 5000 });
    put.mockRestore();
    expect(await stored()).toEqual({ name: 'typed once' });
  });
});
