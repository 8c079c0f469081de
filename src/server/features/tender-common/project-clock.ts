import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { SYSTEM_ACTOR } from '../../lib/request-context';
import type { TenderDeps } from './types';

const { PUBLISHED, OPENING } = PURCHASE_STATUS;

export interface ProjectClock {
  /** Moves every published project whose quote end has passed to 04; the ids this call moved. */
  sweep(): Promise<string[]>;
  /** Sweeps every `intervalMs` until stopped; the timer never keeps the process alive. */
  start(intervalMs: number, onError?: (error: unknown) => void): void;
  stop(): void;
}

/**
 * The server clock's part in the cycle (design note section 2): 03 becomes 04 "offers closed" at the
 * quote end time. The update is guarded by the status, so several server processes sweeping at once
 * apply (and audit) each move once: a concurrent sweep waits on the row and then no longer matches it.
 * Services sweep before reading or writing projects, so no one sees a stale 03; the timer only keeps
 * the stored status (and the audit trail) close to the quote end while nobody asks.
 */
export function createProjectClock({
  database,
  clock,
  audit,
}: Pick<TenderDeps, 'database' | 'clock' | 'audit'>) {
  const db = database.db;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function sweep(): Promise<string[]> {
    const now = clock.now().toISOString();
    // A cheap indexed read first: most calls find nothing due and take no write lock.
    const due = await db
      .selectFrom('tender_projects')
      .select('id')
      .where('status', '=', PUBLISHED)
      .where('quote_end_time', '<=', now)
      .limit(1)
      .executeTakeFirst();
    if (!due) return [];
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('tender_projects')
        .set((eb) => ({
          status: OPENING,
          version: eb(eb.ref('version'), '+', 1),
          updated_by: SYSTEM_ACTOR.userId,
          updated_at: now,
        }))
        .where('status', '=', PUBLISHED)
        .where('quote_end_time', '<=', now)
        .returning(['id', 'quote_end_time'])
        .execute();
      for (const row of moved) {
        await audit.append(trx, SYSTEM_ACTOR, {
          entityType: 'tenderProject',
          entityId: row.id,
          action: 'closeOffers',
          before: { status: PUBLISHED },
          after: { status: OPENING, quoteEndTime: row.quote_end_time },
        });
      }
      return moved.map((row) => row.id);
    });
  }

  return {
    sweep,
    start(intervalMs, onError) {
      if (timer) return;
      timer = setInterval(() => {
        sweep().catch((error: unknown) => onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  } satisfies ProjectClock;
}
