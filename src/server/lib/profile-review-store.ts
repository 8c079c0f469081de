import type { Kysely } from 'kysely';
import type { AuditStatus } from '@/shared/codes/statuses';
import type { AuditFilter, ProfileAuditRecord } from '@/shared/contracts/profile-audit';
import type { DB } from '../db/schema';
import { containsText, countOf, offsetOf, type PageQuery, type PageResult, pageResult } from './paging';
import type { ProfileTables } from './profile-store';

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen by configuration, as in profile-store
type AnyDb = Kysely<any>;

export interface ReviewTables<P> extends ProfileTables<P> {
  /** Where the owner's own name lives: its organisation or its user. */
  ownerTable: 'organisations' | 'users';
  /** The searchable columns holding the stated name and code. */
  nameColumn: string;
  codeColumn: string;
}

export interface ReviewPageQuery extends PageQuery {
  name?: string;
  auditStatus: AuditFilter;
}

/** The audit lists of one profile kind: submitted profiles, oldest submission first. */
export function profileReviewStore<P>(tables: ReviewTables<P>) {
  const { table, key, ownerTable, nameColumn, codeColumn } = tables;
  return {
    async page(db: Kysely<DB>, query: ReviewPageQuery): Promise<PageResult<ProfileAuditRecord>> {
      let base = (db as unknown as AnyDb)
        .selectFrom(`${table} as p`)
        .innerJoin(`${ownerTable} as o`, 'o.id', `p.${key}`);
      base =
        query.auditStatus === 'all'
          ? base.where('p.audit_status', 'is not', null)
          : base.where('p.audit_status', '=', query.auditStatus);
      if (query.name) {
        const name = query.name;
        base = base.where((eb) =>
          eb.or([
            containsText(`p.${nameColumn}`, name),
            containsText('o.name', name),
            eb(`p.${codeColumn}`, '=', name),
          ]),
        );
      }
      const total = countOf(await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst());
      const rows = await base
        .select([
          `p.${key} as owner_id`,
          'o.name as owner_name',
          `p.${nameColumn} as name`,
          `p.${codeColumn} as code`,
          'p.audit_status',
          'p.reject_reason',
          'p.version',
          'p.submitted_at',
          'p.updated_at',
        ])
        .orderBy('p.submitted_at', 'asc')
        .orderBy(`p.${key}`, 'asc')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .execute();
      return pageResult(
        rows.map((row) => ({
          ownerId: row.owner_id as string,
          ownerName: row.owner_name as string,
          name: row.name as string,
          code: row.code as string,
          auditStatus: (row.audit_status as AuditStatus | null) ?? null,
          rejectReason: (row.reject_reason as string | null) ?? null,
          version: Number(row.version),
          submittedAt: (row.submitted_at as string | null) ?? null,
          updatedAt: row.updated_at as string,
        })),
        total,
        query,
      );
    },

    async ownerName(db: Kysely<DB>, ownerId: string): Promise<string | undefined> {
      const row = await (db as unknown as AnyDb)
        .selectFrom(ownerTable)
        .select('name')
        .where('id', '=', ownerId)
        .executeTakeFirst();
      return row?.name as string | undefined;
    },
  };
}

export type ProfileReviewStore = ReturnType<typeof profileReviewStore>;
