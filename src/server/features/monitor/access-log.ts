import type { AccessLogPageRequest, AccessLogRecord } from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Database } from '../../db/database';
import type { AccessLogTable } from '../../db/schema-admin-material-monitor';
import type { Clock } from '../../lib/clock';
import { redactedUrl } from '../../lib/log-redaction';
import { cappedTotal, pageRows } from '../../lib/list-window';
import { containsText, pageResult } from '../../lib/paging';

export type AccessLogRow = Omit<AccessLogTable, 'seq'>;

const NEWEST_FIRST = [{ column: 'a.seq', direction: 'desc' }] as const;

/** The path with the value of every query parameter that may carry a secret replaced by ***. */
export function maskedPath(url: string): string {
  return redactedUrl(url).slice(0, 1000);
}

export interface AccessLogOptions {
  /** Flush at least this often (ms). */
  intervalMs?: number;
  /** Flush as soon as this many rows wait. */
  batchSize?: number;
  /** Rows kept while the database cannot take them; the oldest are dropped beyond it. */
  maxBuffered?: number;
  onError?: (error: unknown) => void;
}

/**
 * Access records: rows are buffered and inserted in batches (every second or every 200 rows, and on
 * close), so recording a request costs it nothing but an array push.
 */
export function createAccessLogService(database: Database, clock: Clock, options: AccessLogOptions = {}) {
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 200;
  const maxBuffered = options.maxBuffered ?? 10_000;
  let buffer: AccessLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  // Batches go in one after another, so rows keep their order.
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = buffer;
    buffer = [];
    if (rows.length > 0) {
      writing = writing
        .then(async () => {
          for (let i = 0; i < rows.length; i += batchSize) {
            await database.db
              .insertInto('access_log')
              .values(rows.slice(i, i + batchSize))
              .execute();
          }
        })
        .catch((error: unknown) => options.onError?.(error));
    }
    return writing;
  }

  return {
    record(row: Omit<AccessLogRow, 'at'>): void {
      if (closed) return;
      buffer.push({ ...row, at: clock.now().toISOString() });
      if (buffer.length > maxBuffered) buffer.splice(0, buffer.length - maxBuffered);
      if (buffer.length >= batchSize) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
    },

    /** Writes what waits; resolves when every earlier batch is in. */
    flush,

    /** Final flush; later records are ignored. */
    async close(): Promise<void> {
      await flush();
      closed = true;
    },

    pending: () => buffer.length,

    async list(query: AccessLogPageRequest): Promise<PageResult<AccessLogRecord>> {
      let q = database.db.selectFrom('access_log as a').leftJoin('users as u', 'u.id', 'a.user_id');
      if (query.method) q = q.where('a.method', '=', query.method);
      if (query.path) q = q.where(containsText('a.path', query.path));
      if (query.status !== undefined) q = q.where('a.status', '=', query.status);
      if (query.userId) q = q.where('a.user_id', '=', query.userId);
      if (query.ip) q = q.where(containsText('a.ip', query.ip));
      if (query.startTime) q = q.where('a.at', '>=', query.startTime);
      if (query.endTime) q = q.where('a.at', '<=', query.endTime);
      // Newest first by seq (the primary key): deep pages seek, the count stops at the cap (list-window.ts).
      const count = await cappedTotal(database.db, q, query);
      const rows = await pageRows(q.selectAll('a').select('u.name as user_name'), NEWEST_FIRST, query);
      const records = rows.map((row) => ({
        seq: Number(row.seq),
        method: row.method,
        path: row.path,
        status: Number(row.status),
        durationMs: Number(row.duration_ms),
        userId: row.user_id,
        userName: row.user_name,
        ip: row.ip,
        at: row.at,
      }));
      return pageResult(records, count, query);
    },
  };
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;
