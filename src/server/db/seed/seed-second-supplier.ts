import { ROLES } from '@/shared/codes/roles';
import type { Clock } from '../../lib/clock';
import type { Trx } from '../transact';

export const SECOND_SUPPLIER_CODE = 'SUPPLIER-02';
export const SECOND_SUPPLIER_LOGIN = 'supplier02';

/**
 * A second formal supplier for the demos that need two bidders (the negotiation, the opening hall):
 * organisation SUPPLIER-02 and account supplier02 with supplier01's password (the demo password). Looked
 * up first, so any seed may call it and the first one creates it. Null without supplier01 to copy.
 */
export async function ensureSecondSupplier(
  trx: Trx,
  clock: Clock,
): Promise<{ orgId: string; userId: string } | null> {
  const at = clock.now().toISOString();
  const model = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('login_name', '=', 'supplier01')
    .executeTakeFirst();
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('code', '=', ROLES.FORMAL_SUPPLIER)
    .executeTakeFirst();
  const platform = await trx
    .selectFrom('organisations')
    .select('id')
    .where('code', '=', 'PLATFORM')
    .executeTakeFirst();
  if (!model || !role) return null;
  await trx
    .insertInto('organisations')
    .values({
      id: 'demo-org-supplier-02',
      parent_id: platform?.id ?? null,
      name: '华东港航设备有限公司',
      code: SECOND_SUPPLIER_CODE,
      org_type: '03',
      status: '00',
      sort: 50,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const org = await trx
    .selectFrom('organisations')
    .select('id')
    .where('code', '=', SECOND_SUPPLIER_CODE)
    .executeTakeFirstOrThrow();
  let user = await trx
    .selectFrom('users')
    .select('id')
    .where('login_name', '=', SECOND_SUPPLIER_LOGIN)
    .executeTakeFirst();
  if (!user) {
    user = { id: 'demo-user-supplier-02' };
    await trx
      .insertInto('users')
      .values({
        id: user.id,
        login_name: SECOND_SUPPLIER_LOGIN,
        password_hash: model.password_hash,
        name: '吴供应',
        phone: '13800000012',
        email: 'supplier02@bidline.test',
        avatar: null,
        sex: null,
        status: '00',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('user_roles')
      .values({
        id: 'demo-user-role-supplier-02',
        user_id: user.id,
        depart_id: org.id,
        role_id: role.id,
        created_at: at,
      })
      .execute();
  }
  return { orgId: org.id, userId: user.id };
}
