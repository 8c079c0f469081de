import type { FastifyInstance } from 'fastify';
import type { NotifyInput } from '@/shared/contracts/notifications';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';

/** What the notifications area is built from: the chat hub delivers live frames to users' sockets. */
export interface NotificationDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Frames to users' open sockets in every process (the chat hub's deliver). */
  deliver: (deliveries: readonly { userIds: readonly string[]; text: string }[]) => Promise<void>;
}

// Interface first (issue 17); the area fills this in.
export function createNotificationService(_deps: NotificationDeps) {
  return {
    /** TenderDeps.notify: stores one notification per recipient in the caller's transaction. */
    async send(_trx: Trx, _input: NotifyInput): Promise<number> {
      return 0;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export function notificationRoutes(_service: NotificationService) {
  return async (_app: FastifyInstance) => {};
}
