import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '@/client/data/db';
import { loadDraft, saveDraft } from '@/client/data/drafts';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import { freshDb, settle, until } from './data-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Two tabs of one form: two mounted forms sharing the database and (Node's) BroadcastChannel.
interface Form {
  a: string;
  b: string;
}

interface Tab {
  root: Root;
  container: HTMLElement;
  draft: UseDraftResult;
  value: Form;
  set(patch: Partial<Form>): void;
  remote: Partial<Form>[];
}

const tabs: Tab[] = [];

/** `live` false: a tab that takes in nothing from the other (its messages lost, or it is too slow). */
function Harness({ tab, userId, live }: { tab: Tab; userId: string; live: boolean }) {
  const [value, setValue] = useState<Form>({ a: '', b: '' });
  tab.value = value;
  tab.set = (patch) => setValue((current) => ({ ...current, ...patch }));
  tab.draft = useDraft<Form>({
    userId,
    draftKey: 'supplierProfile:org-1',
    value,
    onRestore: (data) => setValue((current) => ({ ...current, ...data })),
    onRemote: live
      ? (fields) => {
          tab.remote.push(fields);
          setValue((current) => ({ ...current, ...fields }));
        }
      : undefined,
  });
  // Inputs named like the form's fields, so the engine can tell which one the user is in.
  return (
    <>
      <input name="a" readOnly value={value.a} />
      <input name="b" readOnly value={value.b} />
    </>
  );
}

async function open(userId = 'u1', live = true): Promise<Tab> {
  const container = document.createElement('div');
  document.body.append(container);
  const tab = { container, remote: [] as Partial<Form>[] } as unknown as Tab;
  act(() => {
    tab.root = createRoot(container);
    tab.root.render(<Harness tab={tab} userId={userId} live={live} />);
  });
  tabs.push(tab);
  await pump();
  return tab;
}

/** Lets IndexedDB, the channel's messages and React's updates run. */
async function pump() {
  await act(async () => settle(80));
}

async function type(tab: Tab, patch: Partial<Form>) {
  await act(async () => tab.set(patch));
}

async function close(tab: Tab) {
  act(() => tab.root.unmount());
  tab.container.remove();
  tabs.splice(tabs.indexOf(tab), 1);
  await pump();
}

const stored = async (userId = 'u1') => (await loadDraft<Form>(userId, 'supplierProfile:org-1'))?.data;

beforeEach(() => freshDb());

afterEach(async () => {
  for (const tab of [...tabs]) await close(tab);
  await closeDb();
});

describe('one form open in two tabs', () => {
  it('keeps both tabs’ fields: neither tab’s stale copy of the other’s field is written', async () => {
    const tabA = await open();
    const tabB = await open('u1', false);
    await type(tabA, { a: 'typed in A' });
    await type(tabB, { b: 'typed in B' });
    // B's form still has its stale, empty copy of A's field when it saves, after A.
    await act(() => tabA.draft.flush());
    await pump();
    expect(tabB.value).toEqual({ a: '', b: 'typed in B' });
    await act(() => tabB.draft.flush());
    await pump();
    expect(await stored()).toEqual({ a: 'typed in A', b: 'typed in B' });
    // Killed (nothing more runs): a new tab brings every field back.
    await close(tabA);
    await close(tabB);
    const again = await open();
    await until(() => again.value.a === 'typed in A' && again.value.b === 'typed in B');
    expect(again.draft.restoredFrom).not.toBeNull();
  });

  it('shows the other tab’s edits live, except in the field the user is in until they leave it', async () => {
    const tabA = await open();
    const tabB = await open();
    await type(tabA, { a: 'from A' });
    await act(() => tabA.draft.flush());
    await until(() => tabB.value.a === 'from A');

    tabB.container.querySelector<HTMLInputElement>('input[name="b"]')?.focus();
    await type(tabA, { b: 'A writes b' });
    await act(() => tabA.draft.flush());
    await pump();
    expect(tabB.value.b).toBe('');
    tabB.container.querySelector<HTMLInputElement>('input[name="b"]')?.blur();
    await until(() => tabB.value.b === 'A writes b');
    // Taking them in is not an edit of B's: nothing is written back.
    const version = (await loadDraft('u1', 'supplierProfile:org-1'))?.version;
    await pump();
    expect((await loadDraft('u1', 'supplierProfile:org-1'))?.version).toBe(version);
  });

  it('the latest edit of a field wins', async () => {
    const tabA = await open();
    const tabB = await open();
    await type(tabA, { a: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await type(tabB, { a: 'second' });
    // A's older edit is written after B's: the store keeps B's.
    await act(() => tabB.draft.flush());
    await act(() => tabA.draft.flush());
    await pump();
    expect((await stored())?.a).toBe('second');
    await until(() => tabA.value.a === 'second');
  });

  it('tells both tabs the form is open elsewhere, until one closes', async () => {
    const tabA = await open();
    expect(tabA.draft.otherTabs).toBe(0);
    const tabB = await open();
    await until(() => tabA.draft.otherTabs === 1 && tabB.draft.otherTabs === 1);
    document.title = 'Profile';
    act(() => tabB.draft.showOtherTab());
    // Both harnesses share this document: the call is answered by marking the title.
    await until(() => document.title === '» Profile');
    await close(tabA);
    await until(() => tabB.draft.otherTabs === 0);
  });

  it('a discard in one tab does not lose what another tab still shows', async () => {
    const tabA = await open();
    const tabB = await open();
    await type(tabB, { b: 'only in B' });
    await act(() => tabB.draft.flush());
    await until(() => tabA.value.b === 'only in B');
    await type(tabA, { a: 'A' });
    await act(() => tabA.draft.discard());
    // B still shows its field (and A's, taken in live): it keeps them as the draft.
    await until(async () => (await stored())?.b === 'only in B');
  });
});

describe('drafts across sign-in', () => {
  it('come back when the same user signs in again, never for another user', async () => {
    await saveDraft('u1', 'supplierProfile:org-1', { a: 'before the kill', b: '' });
    const other = await open('u2');
    expect(other.value.a).toBe('');
    expect(other.draft.restoredFrom).toBeNull();
    await close(other);
    const same = await open('u1');
    await until(() => same.value.a === 'before the kill');
  });
});
