import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { listKeptDocuments, removeAllKeptDocuments, removeKeptDocument } from '@/client/data/documents';
import { blob, freshDb } from './data-helpers';

beforeEach(() => freshDb());
afterEach(() => closeDb());

async function keep(userId: string, id: string, fetchedAt: number) {
  const body = blob(`${userId}:${id}`, 'application/pdf');
  await (await getDb()).documents.put({
    userId,
    id,
    name: `${id}.pdf`,
    type: 'application/pdf',
    size: body.size,
    fetchedAt,
    body,
  });
}

const idsOf = async (userId: string) => (await listKeptDocuments(userId)).map((doc) => doc.id);

describe('removing kept documents', () => {
  it('removes one document of the user only', async () => {
    await keep('u1', 'd1', 1);
    await keep('u1', 'd2', 2);
    await keep('u2', 'd1', 3);
    await removeKeptDocument('u1', 'd1');
    expect(await idsOf('u1')).toEqual(['d2']);
    expect(await idsOf('u2')).toEqual(['d1']);
  });

  it("removes all of one user's copies and leaves another user's", async () => {
    await keep('u1', 'd1', 1);
    await keep('u1', 'd2', 2);
    await keep('u2', 'd1', 3);
    await keep('u2', 'd3', 4);
    expect(await removeAllKeptDocuments('u1')).toBe(2);
    expect(await idsOf('u1')).toEqual([]);
    expect(await idsOf('u2')).toEqual(['d3', 'd1']);
    const row = await (await getDb()).documents.get(['u2', 'd1']);
    expect(await row?.body?.text()).toBe('u2:d1');
    expect(await removeAllKeptDocuments('u1')).toBe(0);
  });
});
