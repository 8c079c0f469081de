import { withDb } from '@/client/data/db';

/** Deletes the user's queued writes and drafts on this device, after the user chose not to keep them. */
export async function discardUnsynced(userId: string): Promise<void> {
  if (!userId) return;
  await withDb((db) =>
    db.transaction('rw', db.outbox, db.drafts, async () => {
      await db.outbox.where('userId').equals(userId).delete();
      await db.drafts.where('userId').equals(userId).delete();
    }),
  );
}
