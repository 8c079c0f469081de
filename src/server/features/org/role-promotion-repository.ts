import type { Trx } from '../../db/transact';

export async function roleIdOf(trx: Trx, code: string): Promise<string | undefined> {
  const row = await trx.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

/** The pairs holding `roleId`, in one organisation or of one user. */
export async function pairsWithRole(trx: Trx, roleId: string, owner: { departId?: string; userId?: string }) {
  let query = trx
    .selectFrom('user_roles')
    .select(['id', 'user_id', 'depart_id'])
    .where('role_id', '=', roleId);
  if (owner.departId) query = query.where('depart_id', '=', owner.departId);
  if (owner.userId) query = query.where('user_id', '=', owner.userId);
  return query.orderBy('user_id').execute();
}

export async function pairExists(
  trx: Trx,
  userId: string,
  departId: string,
  roleId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', userId)
    .where('depart_id', '=', departId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPairRole(trx: Trx, pairId: string, roleId: string): Promise<void> {
  await trx.updateTable('user_roles').set({ role_id: roleId }).where('id', '=', pairId).execute();
}

export async function deletePair(trx: Trx, pairId: string): Promise<void> {
  await trx.deleteFrom('user_roles').where('id', '=', pairId).execute();
}
