import type { SystemLogPageRequest, SystemLogRecord } from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Database } from '../../db/database';
import { cappedTotal, pageRows } from '../../lib/list-window';
import { containsText, pageResult } from '../../lib/paging';

/** The audit log as the system log screen shows it; read-only, newest first. */
export function createSystemLogService(database: Database) {
  return {
    async list(query: SystemLogPageRequest): Promise<PageResult<SystemLogRecord>> {
      let q = database.db.selectFrom('audit_log as l').leftJoin('users as u', 'u.id', 'l.actor_id');
      if (query.actor) {
        const actor = query.actor;
        // Proxy entries read 'admin>user': either side names the actor.
        q = q.where((eb) =>
          eb.or([
            eb('l.actor_id', '=', actor),
            eb('l.actor_id', 'like', `${actor}>%`),
            eb('l.actor_id', 'like', `%>${actor}`),
            eb('u.login_name', '=', actor),
            containsText('u.name', actor),
          ]),
        );
      }
      if (query.entityType) q = q.where('l.entity_type', '=', query.entityType);
      if (query.action) q = q.where('l.action', '=', query.action);
      if (query.startTime) q = q.where('l.at', '>=', query.startTime);
      if (query.endTime) q = q.where('l.at', '<=', query.endTime);
      // Newest first by seq (the primary key): deep pages seek, the count stops at the cap (list-window.ts).
      const count = await cappedTotal(database.db, q, query);
      const rows = await pageRows(
        q.selectAll('l').select('u.name as actor_name'),
        [{ column: 'l.seq', direction: 'desc' }],
        query,
      );
      const records = rows.map((row) => ({
        seq: Number(row.seq),
        id: row.id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        actorRole: row.actor_role,
        departId: row.depart_id,
        at: row.at,
        entityType: row.entity_type,
        entityId: row.entity_id,
        action: row.action,
        before: row.before_summary,
        after: row.after_summary,
        requestId: row.request_id,
      }));
      return pageResult(records, count, query);
    },
  };
}

export type SystemLogService = ReturnType<typeof createSystemLogService>;
