import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { NotifyInput } from '@/shared/contracts/notifications';
import type { Trx } from '../../db/transact';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../../lib/request-context';

/** What every service of the tendering cycle is built from. */
export interface TenderDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Minimum days from publication to quote end time (system configuration, default 5). */
  quoteMinDays: () => Promise<number>;
  /** Days that must remain before the quote end after an amendment (system configuration, default 3). */
  amendMinDays: () => Promise<number>;
  /** Where the offer key-encryption key file lives when OFFER_KEK is not set. */
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /**
   * Moves projects whose quote end has passed to 04 (project-clock.ts); services call it before reading
   * or writing what depends on it. Set by the wiring; absent, nothing is swept.
   */
  closeDue?: () => Promise<unknown>;
  /**
   * Notifies users in the caller's transaction (the notifications area): stored with the change, sent
   * live and by SMS once it commits. Answers how many users were notified. Absent in bare test wiring.
   */
  notify?: Notify;
  /**
   * Live frames to users' open sockets in every server process (the chat hub's deliver, fanned out through
   * Redis when REDIS_URL is set). Absent in bare test wiring.
   */
  live?: LiveDeliver;
  /** Calendar days of result publicity (system configuration publicityDays, default 3). */
  publicityDays?: () => Promise<number>;
}

/**
 * Another area's step in a project's transaction (issue 20: the results' conclusion calls the notices'
 * and the contracts' afterConclude; the open data hears every audited change).
 */
export type ProjectHook = (trx: Trx, ctx: RequestContext, projectId: string) => Promise<void>;

export type LiveDeliver = (
  deliveries: readonly { userIds: readonly string[]; text: string }[],
) => Promise<void>;

export type Notify = (trx: Trx, input: NotifyInput) => Promise<number>;
