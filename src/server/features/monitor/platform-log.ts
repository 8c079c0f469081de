import {
  PLATFORM_LOG_STATUS,
  type PlatformLogPageRequest,
  type PlatformLogRecord,
} from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { cappedTotal, pageRows } from '../../lib/list-window';
import { containsText, pageResult } from '../../lib/paging';

const SUMMARY_MAX = 2000;

/** One call to an external platform. Callers leave secrets (codes, keys, passwords) out of request/response. */
export interface PlatformCall {
  /** e.g. 'sms' */
  platform: string;
  /** What was called: an operation name or URL without credentials. */
  endpoint: string;
  success: boolean;
  durationMs?: number;
  request?: unknown;
  response?: unknown;
  error?: unknown;
}

function summary(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX)}…` : text;
}

function errorText(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  return summary(error instanceof Error ? error.message : error);
}

/** Log of calls to docking platforms (SMS gateway first); the screen platformLogList reads it. */
export function createPlatformLogService(
  database: Database,
  clock: Clock,
  options: { onError?: (error: unknown) => void } = {},
) {
  return {
    /**
     * Records a call. It never throws: a failed log write must not fail the call it describes (the
     * failure goes to onError). Not part of the caller's transaction, so it stays even on rollback.
     */
    async record(call: PlatformCall): Promise<void> {
      try {
        await database.db
          .insertInto('platform_log')
          .values({
            id: randomId(),
            platform: call.platform.slice(0, 64),
            endpoint: call.endpoint.slice(0, 500),
            status: call.success ? PLATFORM_LOG_STATUS.SUCCESS : PLATFORM_LOG_STATUS.FAILURE,
            duration_ms: call.durationMs === undefined ? null : Math.round(call.durationMs),
            request_summary: summary(call.request),
            response_summary: summary(call.response),
            error: errorText(call.error),
            at: clock.now().toISOString(),
          })
          .execute();
      } catch (error) {
        options.onError?.(error);
      }
    },

    async list(query: PlatformLogPageRequest): Promise<PageResult<PlatformLogRecord>> {
      let q = database.db.selectFrom('platform_log');
      if (query.platform) q = q.where('platform', '=', query.platform);
      if (query.endpoint) q = q.where(containsText('endpoint', query.endpoint));
      if (query.status) q = q.where('status', '=', query.status);
      if (query.startTime) q = q.where('at', '>=', query.startTime);
      if (query.endTime) q = q.where('at', '<=', query.endTime);
      // Newest first by seq (the primary key): deep pages seek, the count stops at the cap (list-window.ts).
      const count = await cappedTotal(database.db, q, query);
      const rows = await pageRows(q.selectAll(), [{ column: 'seq', direction: 'desc' }], query);
      const records = rows.map((row) => ({
        id: row.id,
        platform: row.platform,
        endpoint: row.endpoint,
        status: row.status,
        durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
        request: row.request_summary,
        response: row.response_summary,
        error: row.error,
        at: row.at,
      }));
      return pageResult(records, count, query);
    },
  };
}

export type PlatformLogService = ReturnType<typeof createPlatformLogService>;
