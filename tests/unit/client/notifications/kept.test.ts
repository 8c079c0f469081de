import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, withDb } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import {
  keepNotifications,
  KEPT_MAX,
  keptPage,
  keptUnread,
  markKeptRead,
} from '@/client/features/notifications/api/kept';
import type { NotificationView } from '@/shared/contracts/notifications';
import { freshDb } from '../data/data-helpers';

const view = (i: number, readAt: string | null = null): NotificationView => ({
  id: `n${i}`,
  event: 'clarificationReleased',
  projectId: 'p1',
  titleKey: 'clarifications:notify.releasedTitle',
  bodyKey: 'clarifications:notify.releasedBody',
  vars: { projectCode: 'P-1' },
  link: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  readAt,
});

beforeEach(async () => {
  await freshDb();
});
afterEach(() => closeDb());

/** Notifications kept on the device (Dexie version 4) for offline reading, per user, newest first. */
describe('kept notifications', () => {
  it('pages the kept copy newest first, filters unread, and keeps users apart', async () => {
    await keepNotifications('u1', [view(1), view(2, '2026-01-02T00:00:00.000Z'), view(3)]);
    await keepNotifications('u2', [view(9)]);
    const all = await keptPage('u1', { unreadOnly: false, pageNo: 1, pageSize: 2 });
    expect(all.records.map((r) => r.id)).toEqual(['n3', 'n2']);
    expect(all.total).toBe(3);
    const unread = await keptPage('u1', { unreadOnly: true, pageNo: 1, pageSize: 10 });
    expect(unread.records.map((r) => r.id)).toEqual(['n3', 'n1']);
    expect(await keptUnread('u1')).toBe(2);
    expect(await keptUnread('u2')).toBe(1);
  });

  it('keeps only the newest KEPT_MAX', async () => {
    await keepNotifications(
      'u1',
      Array.from({ length: KEPT_MAX + 5 }, (_, i) => view(i)),
    );
    const page = await keptPage('u1', { unreadOnly: false, pageNo: 1, pageSize: 10 });
    expect(page.total).toBe(KEPT_MAX);
    expect(page.records[0]?.id).toBe(`n${KEPT_MAX + 4}`);
  });

  it('marks read on the device in the same transaction as the outbox entry', async () => {
    await keepNotifications('u1', [view(1), view(2)]);
    await mutate({
      userId: 'u1',
      method: 'POST',
      path: '/bid-procurement/notification/read',
      body: { id: 'n1' },
      entityKey: 'notification:n1',
      local: (tx) => markKeptRead(tx, 'u1', 'n1', '2026-01-03T00:00:00.000Z'),
    });
    expect(await keptUnread('u1')).toBe(1);
    const page = await keptPage('u1', { unreadOnly: false, pageNo: 1, pageSize: 10 });
    expect(page.records.find((r) => r.id === 'n1')?.readAt).toBe('2026-01-03T00:00:00.000Z');
    expect(await withDb((db) => db.outbox.where('userId').equals('u1').count())).toBe(1);
    await withDb((db) =>
      db.transaction('rw', db.notifications, (tx) => markKeptRead(tx as never, 'u1', null, 'x')),
    );
    expect(await keptUnread('u1')).toBe(0);
  });
});
