import { authed } from './sign-in';
import type { TestApp } from './test-app';

/** The calls and reads the information-audit tests share: a POST with token, key and language, roles, audit. */
export function auditCalls(app: () => TestApp) {
  const call = (path: string, token: string, payload: object, key?: string, lang = 'en') =>
    app().app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=${lang}`,
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const roleOf = async (loginName: string) =>
    (
      await app()
        .database.db.selectFrom('user_roles as ur')
        .innerJoin('users as u', 'u.id', 'ur.user_id')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('r.code')
        .where('u.login_name', '=', loginName)
        .orderBy('r.code')
        .execute()
    ).map((row) => row.code);
  const auditActions = async (ownerId: string, entity: string) =>
    (
      await app()
        .database.db.selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', entity)
        .where('entity_id', '=', ownerId)
        .orderBy('seq')
        .execute()
    ).map((row) => row.action);
  return { call, roleOf, auditActions };
}
