import type { z } from 'zod';
import type { notificationPageSchema, notificationReadSchema } from '@/shared/contracts/notification-schemas';
import {
  NOTIFICATION_WS_CODE,
  type NotificationView,
  type NotifyInput,
  notificationSmsTemplate,
} from '@/shared/contracts/notifications';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { NotificationTable } from '../../db/schema-notifications';
import { onCommit, type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { SmsService } from '../sms/service';
import { type Recipient, resolveRecipients } from './recipients';
import * as repo from './repository';
import { NOTIFICATION_SMS_TEMPLATES } from './sms-templates';

/** What the notifications area is built from: the chat hub delivers live frames to users' sockets. */
export interface NotificationDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Frames to users' open sockets in every process (the chat hub's deliver). */
  deliver: (deliveries: readonly { userIds: readonly string[]; text: string }[]) => Promise<void>;
  /** SMS by template where an administrator enabled the event's template; absent: no SMS. */
  sms?: Pick<SmsService, 'sendTemplate' | 'ensureOtherTemplates'>;
}

const notFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'notifications:errors.notFound', field: 'id' });

/**
 * Notifications: other areas send them in their own transaction (TenderDeps.notify = send); each
 * signed-in user reads and marks only their own. Once the sender commits, each recipient's open sockets
 * get a live frame and, where the event's SMS template is enabled, their phone an SMS.
 */
export function createNotificationService(deps: NotificationDeps) {
  const { database, clock, audit } = deps;

  /** After the commit: live frames, then SMS. Errors are the caller's onCommit's to swallow. */
  async function announce(rows: NotificationTable[], recipients: Recipient[], input: NotifyInput) {
    await deps.deliver(
      rows.map((row) => ({
        userIds: [row.user_id],
        text: JSON.stringify({ code: NOTIFICATION_WS_CODE, message: repo.toView(row) }),
      })),
    );
    const sms = deps.sms;
    const vars = rows[0] ? repo.toView(rows[0]).vars : {};
    if (!sms) return;
    const template = notificationSmsTemplate(input.event);
    for (const user of recipients) {
      if (!user.phone) continue;
      // The template is looked up per message: one disabled answer ends the loop.
      if ((await sms.sendTemplate(user.phone, template, vars)) === 'disabled') return;
    }
  }

  return {
    /** Seeds the events' SMS templates (disabled) for administrators to enable; edits are kept. */
    async ensureTemplates(): Promise<void> {
      await deps.sms?.ensureOtherTemplates(NOTIFICATION_SMS_TEMPLATES);
    },

    /** TenderDeps.notify: stores one notification per recipient in the caller's transaction. */
    async send(trx: Trx, input: NotifyInput): Promise<number> {
      const recipients = await resolveRecipients(trx, input.to, input.actorUserId);
      if (recipients.length === 0) return 0;
      const label = input.projectId ? await repo.projectLabel(trx, input.projectId) : undefined;
      const varsJson = JSON.stringify({ ...label, ...input.vars });
      const at = clock.now().toISOString();
      const rows: NotificationTable[] = recipients.map((user) => ({
        id: randomId(),
        user_id: user.id,
        event: input.event,
        project_id: input.projectId ?? null,
        title_key: input.titleKey,
        body_key: input.bodyKey,
        vars_json: varsJson,
        link: input.link ?? null,
        created_at: at,
        read_at: null,
      }));
      await repo.insertNotifications(trx, rows);
      onCommit(trx, () => announce(rows, recipients, input));
      return rows.length;
    },

    async page(
      actor: Actor,
      query: z.output<typeof notificationPageSchema>,
    ): Promise<PageResult<NotificationView>> {
      const { rows, total } = await repo.pageMine(database.db, actor.userId, query);
      return pageResult(rows.map(repo.toView), total, query);
    },

    async unreadCount(actor: Actor): Promise<{ unread: number }> {
      return { unread: await repo.countUnread(database.db, actor.userId) };
    },

    /** Another user's notification answers like a missing one. */
    async read(
      ctx: RequestContext,
      input: z.output<typeof notificationReadSchema>,
    ): Promise<{ readAt: string; unread: number }> {
      return transact(database, clock, ctx, async (trx) => {
        const row = await repo.findMine(trx, ctx.actor.userId, input.id);
        if (!row) throw notFound();
        let readAt = row.read_at;
        if (!readAt) {
          readAt = clock.now().toISOString();
          await repo.markRead(trx, row.id, readAt);
          await audit.append(
            trx,
            ctx.actor,
            { entityType: 'notification', entityId: row.id, action: 'read', after: { readAt } },
            ctx.requestId,
          );
        }
        return { readAt, unread: await repo.countUnread(trx, ctx.actor.userId) };
      });
    },

    async readAll(ctx: RequestContext): Promise<{ marked: number; unread: number }> {
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const marked = await repo.markAllRead(trx, ctx.actor.userId, at);
        if (marked > 0) {
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'notification',
              entityId: ctx.actor.userId,
              action: 'readAll',
              after: { marked, at },
            },
            ctx.requestId,
          );
        }
        return { marked, unread: 0 };
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
