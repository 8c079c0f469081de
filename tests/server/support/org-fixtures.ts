import { AUTH_PATHS } from '@/shared/contracts/auth';
import { authed } from './sign-in';
import type { TestApp } from './test-app';

/** Ids of seeded rows by their stable codes. */
export function orgFixtures(t: () => TestApp) {
  const db = () => t().database.db;
  return {
    async orgId(code: string): Promise<string> {
      return (
        await db().selectFrom('organisations').select('id').where('code', '=', code).executeTakeFirstOrThrow()
      ).id;
    },
    async roleId(code: string): Promise<string> {
      return (await db().selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow())
        .id;
    },
    async userId(loginName: string): Promise<string> {
      return (
        await db()
          .selectFrom('users')
          .select('id')
          .where('login_name', '=', loginName)
          .executeTakeFirstOrThrow()
      ).id;
    },
    async functionId(code: string): Promise<string> {
      return (
        await db()
          .selectFrom('functions')
          .select('id')
          .where('function_code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    },
    /** Audit entries about one entity, oldest first; sign-ins and sign-outs left out. */
    async auditOf(entityId: string) {
      return db()
        .selectFrom('audit_log')
        .select(['entity_type', 'action', 'before_summary', 'after_summary', 'actor_role'])
        .where('entity_id', '=', entityId)
        .where('entity_type', '!=', 'session')
        .orderBy('seq')
        .execute();
    },
    /** The ret of getUserInfo with the token: '0' while the session lives, '1000' once it is revoked. */
    async sessionRet(token: string): Promise<string> {
      const res = await t().app.inject({
        method: 'POST',
        url: `/bidprocurement${AUTH_PATHS.userInfo}`,
        headers: authed(token),
        payload: {},
      });
      return res.json().header.ret;
    },
  };
}
