import type { ExpertPageRequest, ExpertRecord } from '@/shared/contracts/admin-monitor-settings';
import type { PageResult } from '@/shared/contracts/page-query';
import { ROLES } from '@/shared/codes/roles';
import type { Database } from '../../db/database';
import { containsText, countOf, offsetOf, pageResult } from '../../lib/paging';

const EXPERT_ROLES = [ROLES.FORMAL_EXPERT, ROLES.TEMP_EXPERT];

/** Expert accounts with their organisation and status (read-only; account actions are in the users area). */
export function createExpertListService(database: Database) {
  return {
    async list(query: ExpertPageRequest): Promise<PageResult<ExpertRecord>> {
      let q = database.db
        .selectFrom('user_roles as ur')
        .innerJoin('users as u', 'u.id', 'ur.user_id')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('organisations as o', 'o.id', 'ur.depart_id')
        .where('r.code', 'in', query.roleCode ? [query.roleCode] : EXPERT_ROLES);
      if (query.keyword) {
        const keyword = query.keyword;
        q = q.where((eb) =>
          eb.or([
            containsText('u.name', keyword),
            containsText('u.login_name', keyword),
            containsText('u.phone', keyword),
          ]),
        );
      }
      if (query.status) q = q.where('u.status', '=', query.status);
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        q
          .select([
            'u.id as user_id',
            'u.login_name',
            'u.name',
            'u.phone',
            'u.email',
            'u.status',
            'u.created_at',
            'r.code as role_code',
            'ur.depart_id',
            'o.name as depart_name',
          ])
          .orderBy('u.created_at', 'desc')
          .orderBy('u.login_name')
          .orderBy('r.code')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
      ]);
      const records = rows.map((row) => ({
        userId: row.user_id,
        loginName: row.login_name,
        name: row.name,
        phone: row.phone,
        email: row.email,
        status: row.status,
        roleCode: row.role_code,
        departId: row.depart_id,
        departName: row.depart_name,
        createdAt: row.created_at,
      }));
      return pageResult(records, countOf(count), query);
    },
  };
}

export type ExpertListService = ReturnType<typeof createExpertListService>;
