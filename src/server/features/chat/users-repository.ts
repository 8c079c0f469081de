import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { ORG_TYPE } from '@/shared/contracts/org';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';

type Db = Kysely<DB> | Trx;

const ACTIVE = '00';

/** LIKE pattern matching `text` anywhere, with the wildcard characters of the text escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Chat users of these ids (in no particular order); the department is the user's first pair. */
export async function loadChatUsers(db: Db, ids: readonly string[]): Promise<ChatUser[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'sex', 'phone', 'email', 'avatar'])
    .where('id', 'in', unique)
    .execute();
  const pairs = await db
    .selectFrom('user_roles as ur')
    .innerJoin('organisations as o', 'o.id', 'ur.depart_id')
    .select(['ur.user_id', 'ur.depart_id', 'o.name as depart_name'])
    .where('ur.user_id', 'in', unique)
    .orderBy('ur.created_at')
    .orderBy('ur.id')
    .execute();
  const firstPair = new Map<string, { id: string; name: string }>();
  for (const p of pairs) {
    if (!firstPair.has(p.user_id)) firstPair.set(p.user_id, { id: p.depart_id, name: p.depart_name });
  }
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    sex: u.sex,
    mobile: u.phone,
    email: u.email,
    deptId: firstPair.get(u.id)?.id ?? null,
    deptName: firstPair.get(u.id)?.name ?? null,
    avatar: u.avatar,
  }));
}

/**
 * Ids of people sharing an organisation with the viewer (the expert pool is no organisation: experts
 * do not see each other's contacts), and of the viewer's friends.
 */
function colleagueIds(eb: ExpressionBuilder<DB, 'users'>, viewerId: string) {
  return eb
    .selectFrom('user_roles as theirs')
    .innerJoin('user_roles as mine', 'mine.depart_id', 'theirs.depart_id')
    .innerJoin('organisations as o', 'o.id', 'theirs.depart_id')
    .select('theirs.user_id')
    .where('mine.user_id', '=', viewerId)
    .where('o.org_type', '!=', ORG_TYPE.EXPERT_POOL);
}
function friendIds(eb: ExpressionBuilder<DB, 'users'>, viewerId: string) {
  return eb
    .selectFrom('chat_friends')
    .select('friend_id as id')
    .where('user_id', '=', viewerId)
    .where('state', '=', '1')
    .union(
      eb
        .selectFrom('chat_friends')
        .select('user_id as id')
        .where('friend_id', '=', viewerId)
        .where('state', '=', '1'),
    );
}

/** Of these users, those whose contact details the viewer may see: self, colleagues and friends. */
export async function contactsVisibleTo(db: Db, viewerId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', unique)
    .where((eb) =>
      eb.or([
        eb('id', '=', viewerId),
        eb('id', 'in', colleagueIds(eb, viewerId)),
        eb('id', 'in', friendIds(eb, viewerId)),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Chat users as the viewer may see them: strangers get the name, avatar and organisation only (no
 * sex, phone or e-mail).
 */
export async function loadChatUsersSeenBy(
  db: Db,
  viewerId: string,
  ids: readonly string[],
): Promise<ChatUser[]> {
  const users = await loadChatUsers(db, ids);
  const visible = await contactsVisibleTo(
    db,
    viewerId,
    users.map((u) => u.id),
  );
  return users.map((u) => (visible.has(u.id) ? u : { ...u, sex: null, mobile: null, email: null }));
}

export async function isActiveUser(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Active users whose name contains the keyword, by name; by phone, anyone whose whole number it is,
 * and colleagues and friends whose number contains it (a fragment must not find strangers' numbers).
 */
export async function searchUserIds(
  db: Db,
  viewerId: string,
  keyword: string,
  limit: number,
): Promise<string[]> {
  const pattern = containsPattern(keyword);
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', ACTIVE)
    .where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb('phone', '=', keyword),
        eb.and([
          eb(sql`coalesce(phone, '')`, 'like', sql`${pattern} escape '\\'`),
          eb.or([eb('id', 'in', colleagueIds(eb, viewerId)), eb('id', 'in', friendIds(eb, viewerId))]),
        ]),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function listEnabledOrganisations(db: Db) {
  return db
    .selectFrom('organisations')
    .select(['id', 'parent_id', 'name', 'code', 'org_type'])
    .where('status', '=', ACTIVE)
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

/** Active users holding a role in any of these organisations. */
export async function userIdsOfOrganisations(db: Db, orgIds: readonly string[]): Promise<string[]> {
  if (orgIds.length === 0) return [];
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select('u.id')
    .distinct()
    .where('ur.depart_id', 'in', [...orgIds])
    .where('u.status', '=', ACTIVE)
    .execute();
  return rows.map((r) => r.id);
}

export async function updateProfile(
  db: Db,
  id: string,
  changes: { name?: string; sex?: string; email?: string | null; avatar?: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function findPasswordHash(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(db: Db, id: string, hash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', id).execute();
}

/** Signs the user out everywhere except the session that changed the password. */
export async function revokeOtherSessions(db: Db, userId: string, keepId: string | null, at: string) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepId) query = query.where('id', '!=', keepId);
  await query.execute();
}
