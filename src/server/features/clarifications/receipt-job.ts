import { CLARIFICATION_ROUTES } from '@/shared/contracts/clarification-paths';
import { transact } from '../../db/transact';
import { SYSTEM_ACTOR } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import * as receipts from './receipt-repository';

const DAY_MS = 86_400_000;

export interface ReceiptMissingJob {
  /** Sends the due reminders; how many clarifications this call reminded. */
  run(): Promise<number>;
  start(intervalMs: number, onError?: (error: unknown) => void): void;
  stop(): void;
}

/**
 * One day before a published project's quote end, the organisations of approved signups that have not
 * confirmed a clarification are reminded (receiptMissing), once per clarification and quote end: each
 * reminder is claimed by a conditional update (receipt_missing_for), so several server processes
 * running the job send it once; a quote end moved later opens a new reminder for the new one.
 */
export function createReceiptMissingJob({
  database,
  clock,
  audit,
  notify,
}: Pick<TenderDeps, 'database' | 'clock' | 'audit' | 'notify'>): ReceiptMissingJob {
  let timer: ReturnType<typeof setInterval> | undefined;

  async function run(): Promise<number> {
    const now = clock.now().getTime();
    const due = await receipts.dueForMissingReminder(
      database.db,
      new Date(now).toISOString(),
      new Date(now + DAY_MS).toISOString(),
    );
    let reminded = 0;
    for (const c of due) {
      const sent = await transact(database, clock, { actor: SYSTEM_ACTOR }, async (trx) => {
        if (!(await receipts.claimMissingReminder(trx, c.id, c.quote_end_time))) return false;
        const missing = (await receipts.receiptsOf(trx, c.id, c.project_id))
          .filter((r) => !r.confirmedAt)
          .map((r) => r.supplierDepartId);
        if (missing.length > 0) {
          await notify?.(trx, {
            event: 'receiptMissing',
            to: { departIds: missing },
            projectId: c.project_id,
            titleKey: 'clarifications:notify.missingTitle',
            bodyKey: 'clarifications:notify.missingBody',
            vars: { title: c.title, quoteEndTime: c.quote_end_time },
            link: `${CLARIFICATION_ROUTES.supplierDetail}?id=${c.id}`,
          });
        }
        await audit.append(trx, SYSTEM_ACTOR, {
          entityType: 'tenderClarification',
          entityId: c.id,
          action: 'receiptMissingReminder',
          after: { quoteEndTime: c.quote_end_time, reminded: missing },
        });
        return missing.length > 0;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }

  return {
    run,
    start(intervalMs, onError) {
      if (timer) return;
      timer = setInterval(() => {
        run().catch((error: unknown) => onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
