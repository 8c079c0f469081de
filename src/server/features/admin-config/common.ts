import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Page } from '@/shared/contracts/admin-config-common';
import { ADMIN_CONFIG_PERMISSIONS as P } from '@/shared/contracts/admin-config-common';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import type { PermissionService } from '../permissions/service';

/** Helpers shared by the configuration administration services. */

export const notFound = () => new AppError('NOT_FOUND');

/** A state the request may not change, e.g. deleting an entry that still has children. */
export const conflict = (key: string, field?: string) =>
  new AppError('CONFLICT', { messageKey: `admin-config:${key}`, rule: key, ...(field ? { field } : {}) });

/** A value the checks of the contract could not judge alone (needs the database). */
export const invalid = (key: string, field: string) =>
  new AppError('VALIDATION_FAILED', { messageKey: `admin-config:${key}`, field, rule: key });

/** A value that must be unique is already taken. */
export const taken = (field: string) =>
  new AppError('CONFLICT', { messageKey: 'admin-config:unique', field, rule: 'unique' });

/**
 * Calls whose screen depends on the payload (dictionary and configuration type '00' or '01') check
 * the grant here instead of in the route's static `permission`.
 */
export async function requirePermission(
  permissions: PermissionService,
  actor: Actor,
  code: string | readonly string[],
): Promise<void> {
  for (const one of typeof code === 'string' ? [code] : code) {
    if (await permissions.has(actor.roleId, one)) return;
  }
  throw new AppError('FORBIDDEN');
}

/**
 * The same check inside a unit of work, read through its transaction: SQLite has one connection,
 * and a replayed call (Idempotency-Key) must answer before the entity it deleted is looked up.
 */
export async function requireGrant(
  trx: Kysely<DB>,
  actor: Actor,
  code: string | readonly string[],
): Promise<void> {
  const codes = typeof code === 'string' ? [code] : [...code];
  const row = actor.roleId
    ? await trx
        .selectFrom('role_functions as rf')
        .innerJoin('functions as f', 'f.id', 'rf.function_id')
        .select('f.id')
        .where('rf.role_id', '=', actor.roleId)
        .where('f.function_code', 'in', codes)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('FORBIDDEN');
}

export const dictionaryPermission = (scope: string) => (scope === '01' ? P.dictionaryBiz : P.dictionary);
/** Either dictionary screen: checked before an id is looked up, so others are refused whatever the id. */
export const ANY_DICTIONARY = [P.dictionary, P.dictionaryBiz] as const;
export const systemConfigPermission = (scope: string) =>
  scope === '01' ? P.systemConfigBiz : P.systemConfig;
export const ANY_SYSTEM_CONFIG = [P.systemConfig, P.systemConfigBiz] as const;

/** `%text%` for LIKE, lower-cased, with LIKE's own wildcards escaped by a backslash. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match on a column, the same on SQLite and PostgreSQL. */
export function contains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: string,
  text: string,
) {
  return eb(sql`lower(${sql.ref(column)})`, 'like', sql`${containsPattern(text)} escape '\\'`);
}

export function pageOffset(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

export function toPage<T>(
  records: T[],
  total: number | string | bigint,
  pageNo: number,
  pageSize: number,
): Page<T> {
  return { records, total: Number(total), pageNo, pageSize };
}

/**
 * A timestamp later than `previous`: clients compare versions built from updated_at, so an edit
 * within the same millisecond (or under a frozen test clock) must still move it.
 */
export function laterStamp(now: Date, previous: string | null | undefined): string {
  const at = now.getTime();
  const prev = previous ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(prev) || at > prev ? at : prev + 1).toISOString();
}
