import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { listKeptDocuments } from '@/client/data/documents';
import { KeptDocumentsSection } from '@/client/features/sync/components/kept-documents-section';
import { SyncCentre } from '@/client/features/sync/components/sync-centre';
import { allByTestId, byTestId, cleanup, click, initTestI18n, render, waitFor } from '../../render-ui';
import { blob, freshDb } from '../../data/data-helpers';

async function keep(userId: string, id: string, name: string, text: string, fetchedAt: number) {
  const body = blob(text, 'application/pdf');
  await (await getDb()).documents.put({
    userId,
    id,
    name,
    type: 'application/pdf',
    size: body.size,
    fetchedAt,
    body,
  });
}

const names = () => allByTestId('kept-name').map((el) => el.textContent);
const rowOf = (name: string) => {
  const row = allByTestId('kept-document').find((el) => el.textContent?.includes(name));
  if (!row) throw new Error(`No kept document ${name}`);
  return row;
};
const dialogOpen = () => document.querySelector('[data-testid="confirm-ok"]') !== null;

beforeAll(initTestI18n);
beforeEach(() => freshDb());
afterEach(async () => {
  cleanup();
  await closeDb();
});

describe('KeptDocumentsSection', () => {
  it('says so when nothing is kept', async () => {
    render(<KeptDocumentsSection userId="u1" />);
    await waitFor(() => document.querySelector('[data-testid="kept-empty"]') !== null);
    expect(byTestId('kept-empty').textContent).toBe('No documents are kept on this device.');
    expect(document.querySelector('[data-testid="kept-remove-all"]')).toBeNull();
  });

  it('lists the user’s documents with size and time, removes one after confirmation', async () => {
    await keep('u1', 'd1', 'notice.pdf', 'x'.repeat(2048), 1_000);
    await keep('u1', 'd2', 'spec.pdf', 'abc', 2_000);
    await keep('u2', 'd9', 'other-user.pdf', 'zzz', 3_000);
    const changed = vi.fn();
    render(<KeptDocumentsSection userId="u1" onChanged={changed} />);
    await waitFor(() => names().length === 2);
    expect(names()).toEqual(['spec.pdf', 'notice.pdf']);
    expect(rowOf('notice.pdf').textContent).toContain('2.05 kB');
    expect(rowOf('spec.pdf').textContent).toContain('3 byte');
    expect(rowOf('spec.pdf').textContent).toMatch(/kept \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    const remove = byTestId('kept-remove', rowOf('notice.pdf'));
    await click(remove);
    await waitFor(dialogOpen);
    expect(byTestId('confirm-message').textContent).toContain('notice.pdf');
    // Cancelling keeps it.
    const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
    if (!cancel) throw new Error('No cancel button');
    await click(cancel);
    await waitFor(() => !dialogOpen());
    expect((await listKeptDocuments('u1')).map((d) => d.id)).toEqual(['d2', 'd1']);

    await click(byTestId('kept-remove', rowOf('notice.pdf')));
    await waitFor(dialogOpen);
    await click(byTestId('confirm-ok'));
    await waitFor(() => names().length === 1);
    expect(names()).toEqual(['spec.pdf']);
    expect((await listKeptDocuments('u1')).map((d) => d.id)).toEqual(['d2']);
    expect((await listKeptDocuments('u2')).map((d) => d.id)).toEqual(['d9']);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('removes all of the user’s documents after confirmation and shows the empty state', async () => {
    await keep('u1', 'd1', 'notice.pdf', 'a', 1_000);
    await keep('u1', 'd2', 'spec.pdf', 'b', 2_000);
    await keep('u2', 'd9', 'other-user.pdf', 'c', 3_000);
    render(<KeptDocumentsSection userId="u1" />);
    await waitFor(() => names().length === 2);
    await click(byTestId('kept-remove-all'));
    await waitFor(dialogOpen);
    await click(byTestId('confirm-ok'));
    await waitFor(() => document.querySelector('[data-testid="kept-empty"]') !== null);
    expect(names()).toEqual([]);
    expect(await listKeptDocuments('u1')).toEqual([]);
    expect((await listKeptDocuments('u2')).map((d) => d.id)).toEqual(['d9']);
  });
});

describe('SyncCentre with kept documents', () => {
  it('reads the storage figures again after a removal', async () => {
    await keep('u1', 'd1', 'notice.pdf', 'a', 1_000);
    let usage = 4096;
    const storage = {
      estimate: vi.fn(async () => ({ usage, quota: 10_000 })),
      persisted: vi.fn(async () => false),
      persist: vi.fn(async () => false),
    };
    render(<SyncCentre userId="u1" storage={storage} />);
    await waitFor(() => byTestId('storage-used').textContent === '4.1 kB' && names().length === 1);
    usage = 1000;
    await click(byTestId('kept-remove'));
    await waitFor(dialogOpen);
    await click(byTestId('confirm-ok'));
    await waitFor(() => byTestId('storage-used').textContent === '1 kB');
    expect(document.querySelector('[data-testid="kept-empty"]')).not.toBeNull();
  });
});
