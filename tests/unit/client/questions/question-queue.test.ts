import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { formIdOf } from '@/client/data/db-schema';
import { mutate } from '@/client/data/mutator';
import { queueQuestion } from '@/client/features/questions/api/queue-question';
import { QUESTION_DRAFT_KEY, QUESTION_FORM_ID, QUESTION_PATHS } from '@/shared/contracts/question-paths';
import { freshDb } from '../data/data-helpers';

const CLOSES = Date.parse('2026-12-01T08:00:00.000Z');
const VALUES = { projectId: 'p1', title: 'Delivery', contentHtml: '<p>Two batches?</p>' };

beforeEach(() => freshDb());
afterEach(async () => closeDb());

describe('a question through the outbox', () => {
  it("queues the question with the project's question end as deadline and keeps the form as the draft", async () => {
    const entry = await queueQuestion({ userId: 'u1', values: VALUES, deadline: CLOSES });
    expect(entry).toMatchObject({
      method: 'POST',
      path: QUESTION_PATHS.ask,
      body: VALUES,
      entityKey: QUESTION_DRAFT_KEY,
      deadline: CLOSES,
      status: 'pending',
    });
    const db = await getDb();
    // The sync centre links a refused entry to this draft by its key and opens it by its form id.
    expect(await db.drafts.get(['u1', QUESTION_DRAFT_KEY])).toMatchObject({
      formId: QUESTION_FORM_ID,
      data: VALUES,
    });
    expect(formIdOf(entry.entityKey)).toBe(QUESTION_FORM_ID);
  });

  it("a new question replaces the user's refused ones, not another user's", async () => {
    const refused = await queueQuestion({ userId: 'u1', values: VALUES, deadline: CLOSES });
    const otherUser = await mutate({
      userId: 'u2',
      method: 'POST',
      path: QUESTION_PATHS.ask,
      body: VALUES,
      entityKey: QUESTION_DRAFT_KEY,
    });
    const db = await getDb();
    await db.outbox.update(refused.seq, { status: 'rejected' });
    await db.outbox.update(otherUser.seq, { status: 'rejected' });
    const next = await queueQuestion({
      userId: 'u1',
      values: { ...VALUES, title: 'Again' },
      deadline: CLOSES,
    });
    const left = await db.outbox.toArray();
    expect(left.map((e) => e.seq).sort()).toEqual([otherUser.seq, next.seq].sort());
    expect((await db.drafts.get(['u1', QUESTION_DRAFT_KEY]))?.data).toMatchObject({ title: 'Again' });
  });
});
