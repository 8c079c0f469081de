import { ACCOUNT_STATUS } from '@/shared/contracts/org';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { deletePair, findUser, pairsOfUser, updateUser } from './account-repository';
import type { OrgDeps } from './org-deps';

type Ctx = Pick<RequestContext, 'actor' | 'requestId'>;
type Deps = Pick<OrgDeps, 'clock' | 'audit' | 'sessions'>;
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export const accountCancelled = () =>
  new AppError('CONFLICT', { messageKey: 'admin-org:user.cancelled', field: 'userId', rule: 'cancelled' });
export const notOnSelf = () =>
  new AppError('CONFLICT', { messageKey: 'admin-org:user.self', field: 'userId', rule: 'self' });

export async function requireUser(trx: Trx, userId: string): Promise<UserRow> {
  const user = await findUser(trx, userId);
  if (!user) throw new AppError('NOT_FOUND', { field: 'userId' });
  return user;
}

/**
 * Stop, start or cancel an account. Anything but active signs the user out everywhere, and a
 * cancelled account is final. Nobody stops or cancels the account they act with.
 */
export async function setAccountStatus(
  trx: Trx,
  { clock, audit, sessions }: Deps,
  ctx: Ctx,
  user: UserRow,
  status: string,
): Promise<void> {
  if (user.status === ACCOUNT_STATUS.CANCELLED) throw accountCancelled();
  if (status !== ACCOUNT_STATUS.ACTIVE && user.id === ctx.actor.userId) throw notOnSelf();
  if (user.status !== status)
    await updateUser(trx, user.id, { status, updated_at: clock.now().toISOString() });
  if (status !== ACCOUNT_STATUS.ACTIVE) await sessions.revokeAllOfUser(trx, user.id);
  const action =
    status === ACCOUNT_STATUS.CANCELLED ? 'cancel' : status === ACCOUNT_STATUS.STOPPED ? 'stop' : 'start';
  await audit.append(
    trx,
    ctx.actor,
    { entityType: 'user', entityId: user.id, action, before: { status: user.status }, after: { status } },
    ctx.requestId,
  );
}

/** An administrator sets a new password; every session of the user ends with the old one. */
export async function setPassword(
  trx: Trx,
  { clock, audit, sessions }: Deps,
  ctx: Ctx,
  user: UserRow,
  passwordHash: string,
): Promise<void> {
  if (user.status === ACCOUNT_STATUS.CANCELLED) throw accountCancelled();
  await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: clock.now().toISOString() });
  await sessions.revokeAllOfUser(trx, user.id);
  await audit.append(
    trx,
    ctx.actor,
    { entityType: 'user', entityId: user.id, action: 'resetSecret', after: { loginName: user.login_name } },
    ctx.requestId,
  );
}

/**
 * Deletes a pair that exists, unless it is the user's last one or the very pair the caller acts
 * with; the user's sessions end, since one of them may carry the removed pair.
 */
export async function removeCheckedPair(
  trx: Trx,
  { audit, sessions }: Pick<OrgDeps, 'audit' | 'sessions'>,
  ctx: Pick<RequestContext, 'actor' | 'requestId'>,
  userId: string,
  pair: { departId: string; roleId: string },
): Promise<void> {
  const { actor } = ctx;
  if (userId === actor.userId && pair.departId === actor.departId && pair.roleId === actor.roleId)
    throw notOnSelf();
  if ((await pairsOfUser(trx, userId)).length <= 1)
    throw new AppError('CONFLICT', {
      messageKey: 'admin-org:user.lastPair',
      field: 'roleId',
      rule: 'lastPair',
    });
  await deletePair(trx, userId, pair.departId, pair.roleId);
  await sessions.revokeAllOfUser(trx, userId);
  await audit.append(
    trx,
    actor,
    { entityType: 'user', entityId: userId, action: 'removeRole', before: pair },
    ctx.requestId,
  );
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/.test(String(e?.message));
}
