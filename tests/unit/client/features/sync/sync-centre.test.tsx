import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { saveDraft } from '@/client/data/drafts';
import { mutate } from '@/client/data/mutator';
import { listEntries } from '@/client/data/outbox';
import { SyncCentre } from '@/client/features/sync/components/sync-centre';
import { loadOutboxPage } from '@/client/features/sync/lib/outbox-rows';
import {
  allByTestId,
  byTestId,
  changeValue,
  cleanup,
  click,
  initTestI18n,
  render,
  waitFor,
} from '../../render-ui';
import { freshDb } from '../../data/data-helpers';

async function queue(entityKey: string, n: number, userId = 'u1', deadline?: number) {
  return mutate({
    userId,
    method: 'POST',
    path: '/things/save',
    entityKey,
    body: { entity: entityKey, n },
    deadline,
  });
}

async function reject(seq: number, message: string) {
  await (await getDb()).outbox.update(seq, {
    status: 'rejected',
    attempts: 1,
    lastError: { ret: '1005', message, status: 409 },
  });
}

/** What the rows of the list show, one array of cell texts per row. */
const rowTexts = () =>
  allByTestId('query-row').map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );

const rowOf = (entity: string) => {
  const row = allByTestId('query-row').find((r) => r.textContent?.includes(entity));
  if (!row) throw new Error(`No row for ${entity}`);
  return row;
};

async function renderCentre() {
  const view = render(<SyncCentre userId="u1" storage={undefined} />);
  await waitFor(
    () =>
      allByTestId('query-row').length > 0 || document.querySelector('[data-testid="query-empty"]') !== null,
  );
  return view;
}

beforeAll(initTestI18n);
beforeEach(() => freshDb());
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await closeDb();
});

describe('loadOutboxPage', () => {
  it('pages the user’s entries per tab with counts and links drafts by entity key', async () => {
    const first = await queue('bid:1', 1);
    await queue('bid:2', 2);
    await queue('bid:3', 3);
    await queue('bid:9', 9, 'u2');
    await reject(first.seq, 'Closed');
    await saveDraft('u1', 'bid:2', { price: 5 });
    const all = await loadOutboxPage('u1', { pageNo: 1, pageSize: 2 });
    expect(all.total).toBe(3);
    expect(all.tabCounts).toEqual({ all: 3, pending: 2, rejected: 1 });
    expect(all.records.map((r) => [r.entityKey, r.draft?.data])).toEqual([
      ['bid:1', undefined],
      ['bid:2', { price: 5 }],
    ]);
    const rejected = await loadOutboxPage('u1', { pageNo: 1, pageSize: 10, tab: 'rejected' });
    expect(rejected.records.map((r) => r.entityKey)).toEqual(['bid:1']);
    const searched = await loadOutboxPage('u1', { pageNo: 1, pageSize: 10, entityKey: ':3' });
    expect(searched.records.map((r) => r.entityKey)).toEqual(['bid:3']);
  });
});

describe('SyncCentre list', () => {
  it('shows each entry with its status, attempts and the server’s reason for a rejected one', async () => {
    const first = await queue('bid:1', 1);
    await queue('bid:2', 2);
    await reject(first.seq, 'The bid is closed');
    await renderCentre();
    const rows = rowTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(0, 4)).toEqual(['1', 'POST', '/things/save', 'bid:1']);
    expect(rows[0]?.slice(5, 8)).toEqual(['1', 'Rejected', 'The bid is closed']);
    expect(rows[1]?.slice(5, 8)).toEqual(['0', 'Waiting', '']);
    expect(byTestId('query-tab-all').textContent).toBe('All (2)');
    expect(byTestId('query-tab-rejected').textContent).toBe('Rejected (1)');
  });

  it('counts down to a deadline by server time', async () => {
    await queue('bid:1', 1, 'u1', Date.now() + 2 * 3600_000 + 30_000);
    await queue('bid:2', 2, 'u1', Date.now() - 1000);
    await renderCentre();
    expect(byTestId('deadline-left', rowOf('bid:1')).textContent).toMatch(/^02:00:[0-3]\d left$/); // seconds pass while a busy machine renders
    expect(byTestId('deadline-passed', rowOf('bid:2')).textContent).toBe('Deadline passed');
  });

  it('offers resend only where it makes sense and the draft only where one exists', async () => {
    const first = await queue('bid:1', 1);
    await queue('bid:2', 2);
    await reject(first.seq, 'Closed');
    await saveDraft('u1', 'bid:2', { price: 5 });
    await renderCentre();
    const actions = (entity: string) =>
      [...rowOf(entity).querySelectorAll('[data-testid^="row-action-"]')].map((b) =>
        b.getAttribute('data-testid'),
      );
    expect(actions('bid:1')).toEqual(['row-action-resend', 'row-action-discard']);
    expect(actions('bid:2')).toEqual(['row-action-draft', 'row-action-discard']);
    await click(byTestId('row-action-draft', rowOf('bid:2')));
    await waitFor(() => document.querySelector('[data-testid="draft-data"]') !== null);
    expect(JSON.parse(byTestId('draft-data').textContent ?? '')).toEqual({ price: 5 });
  });
});

describe('SyncCentre actions', () => {
  it('discards an entry only after confirmation', async () => {
    await queue('bid:1', 1);
    await queue('bid:2', 2);
    await renderCentre();
    await click(byTestId('row-action-discard', rowOf('bid:1')));
    await waitFor(() => document.querySelector('[data-testid="discard-confirm"]') !== null);
    expect(byTestId('discard-dialog').textContent).toContain('bid:1');
    expect(await listEntries('u1')).toHaveLength(2);
    await click(byTestId('discard-confirm'));
    await waitFor(() => rowTexts().length === 1);
    expect((await listEntries('u1')).map((e) => e.entityKey)).toEqual(['bid:2']);
  });

  it('resends a rejected entry with a corrected body under a new key, refusing invalid JSON', async () => {
    const first = await queue('bid:1', 1);
    await reject(first.seq, 'Price too high');
    await renderCentre();
    await click(byTestId('row-action-resend', rowOf('bid:1')));
    await waitFor(() => document.querySelector('[data-testid="resend-body"]') !== null);
    const editor = byTestId<HTMLTextAreaElement>('resend-body');
    expect(JSON.parse(editor.value)).toEqual({ entity: 'bid:1', n: 1 });
    await changeValue(editor, '{ "entity": ');
    await click(byTestId('resend-confirm'));
    expect(byTestId('resend-dialog').textContent).toContain('The request body is not valid JSON');
    expect((await listEntries('u1'))[0]?.status).toBe('rejected');
    await changeValue(editor, '{ "entity": "bid:1", "n": 0.5 }');
    await click(byTestId('resend-confirm'));
    await waitFor(() => rowTexts()[0]?.[6] === 'Waiting');
    const [entry] = await listEntries('u1');
    expect(entry).toMatchObject({ status: 'pending', attempts: 0, body: { entity: 'bid:1', n: 0.5 } });
    expect(entry?.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('lists nothing for another user', async () => {
    await queue('bid:1', 1, 'u2');
    await renderCentre();
    expect(byTestId('query-empty').textContent).toBe('No data');
  });
});
