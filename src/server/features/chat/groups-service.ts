import type { ChatGroupCreate, ChatGroupUpdate } from '@/shared/contracts/chat';
import type { ChatGroup, ChatGroupMember } from '@/shared/contracts/chat-models';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { ChatGroupTable } from '../../db/schema-chat';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { chatForbidden, chatRefused } from './chat-ids';
import * as repo from './groups-repository';
import { markRead, maxSeq } from './messages-repository';
import { loadChatUsers } from './users-repository';

const { PENDING, MEMBER } = repo.MEMBER_STATE;
const SEARCH_LIMIT = 20;

/**
 * Groups: the owner adds and removes members and edits or deletes the group. Members may add people
 * too, and anyone may ask to join; in a needCheck group those additions wait ('0') for the owner.
 */
export function createChatGroupsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const { db } = database;

  const existing = async (id: string): Promise<ChatGroupTable> => {
    const group = await repo.findGroup(db, id);
    if (!group) throw new AppError('NOT_FOUND');
    return group;
  };

  const view = (g: ChatGroupTable, memberCount: number, myState: string | null): ChatGroup => ({
    id: g.id,
    name: g.name,
    avatar: g.avatar,
    needCheck: g.need_check === 1,
    ownerId: g.owner_id,
    createdAt: g.created_at,
    memberCount,
    myState,
  });

  const knownUsers = async (ids: readonly string[]): Promise<string[]> => {
    const unique = [...new Set(ids)];
    const found = new Set((await loadChatUsers(db, unique)).map((u) => u.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing) throw chatRefused('unknownUser', 'userIds');
    return unique;
  };

  /** A new member starts reading from now: the history is visible, but not unread. */
  const admit = async (trx: Trx, groupId: string, userId: string, now: string) => {
    await repo.upsertMember(trx, { group_id: groupId, user_id: userId, state: MEMBER, joined_at: now });
    await markRead(trx, userId, groupId, await maxSeq(trx, groupId), now);
  };

  const members = async (groupId: string, state?: string): Promise<ChatGroupMember[]> => {
    const rows = await repo.listMembers(db, groupId, state);
    const users = new Map(
      (
        await loadChatUsers(
          db,
          rows.map((r) => r.user_id),
        )
      ).map((u) => [u.id, u]),
    );
    return rows.flatMap((r) => {
      const user = users.get(r.user_id);
      return user ? [{ userId: r.user_id, state: r.state, joinedAt: r.joined_at, user }] : [];
    });
  };

  const get = async (ctx: RequestContext, id: string): Promise<ChatGroup> => {
    const group = await existing(id);
    const count = (await repo.countMembers(db, [id])).get(id) ?? 0;
    const mine = await repo.findMember(db, id, ctx.actor.userId);
    return view(group, count, mine?.state ?? null);
  };

  const ownerOnly = async (ctx: RequestContext, id: string): Promise<ChatGroupTable> => {
    const group = await existing(id);
    if (group.owner_id !== ctx.actor.userId) throw chatForbidden('ownerOnly');
    return group;
  };

  return {
    get,

    async listMine(ctx: RequestContext): Promise<ChatGroup[]> {
      const rows = await repo.listGroupsOfUser(db, ctx.actor.userId);
      const counts = await repo.countMembers(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => view(r, counts.get(r.id) ?? 0, r.my_state));
    },

    /** Groups by name with the caller's state, so one can ask to join (needCheck) or join. */
    async search(ctx: RequestContext, keyword: string): Promise<ChatGroup[]> {
      if (keyword === '') return [];
      const rows = await repo.searchGroups(db, keyword, SEARCH_LIMIT);
      const ids = rows.map((r) => r.id);
      const counts = await repo.countMembers(db, ids);
      const mine = new Map(
        (await repo.listGroupsOfUser(db, ctx.actor.userId)).map((g) => [g.id, g.my_state] as const),
      );
      return rows.map((r) => view(r, counts.get(r.id) ?? 0, mine.get(r.id) ?? null));
    },

    async create(ctx: RequestContext, input: ChatGroupCreate): Promise<ChatGroup> {
      const me = ctx.actor.userId;
      const others = (await knownUsers(input.userIds)).filter((id) => id !== me);
      // A replay with the same Idempotency-Key answers with the group created the first time.
      const id = await transact(database, clock, ctx, async (trx) => {
        const id = randomId();
        const now = clock.now().toISOString();
        await repo.insertGroup(trx, {
          id,
          name: input.name,
          avatar: input.avatar || null,
          owner_id: me,
          need_check: input.needCheck ? 1 : 0,
          created_at: now,
        });
        for (const userId of [me, ...others]) await admit(trx, id, userId, now);
        return id;
      });
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, input: ChatGroupUpdate): Promise<ChatGroup> {
      await ownerOnly(ctx, id);
      await repo.updateGroup(db, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.avatar !== undefined ? { avatar: input.avatar || null } : {}),
        ...(input.needCheck !== undefined ? { need_check: input.needCheck ? 1 : 0 } : {}),
      });
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<null> {
      await ownerOnly(ctx, id);
      await transact(database, clock, ctx, (trx) => repo.deleteGroup(trx, id));
      return null;
    },

    /** Members see the members; the owner also sees who waits for approval. */
    async members(ctx: RequestContext, id: string, state?: string): Promise<ChatGroupMember[]> {
      const group = await existing(id);
      const mine = await repo.findMember(db, id, ctx.actor.userId);
      if (mine?.state !== MEMBER) throw chatForbidden('notInChat');
      const isOwner = group.owner_id === ctx.actor.userId;
      return members(id, isOwner ? state : MEMBER);
    },

    /**
     * The owner's additions (and approvals of waiting requests) are members at once. A member's
     * additions and a non-member's request to join (only for oneself) wait in a needCheck group.
     */
    async addUsers(ctx: RequestContext, id: string, userIds: readonly string[]): Promise<ChatGroupMember[]> {
      const me = ctx.actor.userId;
      const group = await existing(id);
      const ids = await knownUsers(userIds);
      const isOwner = group.owner_id === me;
      const mine = await repo.findMember(db, id, me);
      if (!isOwner && mine?.state !== MEMBER && (ids.length !== 1 || ids[0] !== me))
        throw chatForbidden('notInChat');
      const direct = isOwner || group.need_check !== 1;
      await transact(database, clock, ctx, async (trx) => {
        const now = clock.now().toISOString();
        for (const userId of ids) {
          const current = await repo.findMember(trx, id, userId);
          if (current?.state === MEMBER) continue;
          if (direct) await admit(trx, id, userId, now);
          else
            await repo.insertMemberIfAbsent(trx, {
              group_id: id,
              user_id: userId,
              state: PENDING,
              joined_at: now,
            });
        }
      });
      const wanted = new Set(ids);
      return (await members(id)).filter((m) => wanted.has(m.userId));
    },

    /** The owner removes members or turns down requests; the owner stays. */
    async deleteUsers(ctx: RequestContext, id: string, userIds: readonly string[]): Promise<null> {
      const group = await ownerOnly(ctx, id);
      if (userIds.includes(group.owner_id)) throw chatRefused('ownerCannotLeave', 'userIds');
      await repo.deleteMembers(db, id, userIds);
      return null;
    },

    async exit(ctx: RequestContext, id: string): Promise<null> {
      const group = await existing(id);
      if (group.owner_id === ctx.actor.userId) throw chatRefused('ownerCannotLeave');
      if (!(await repo.findMember(db, id, ctx.actor.userId))) throw chatForbidden('notInChat');
      await repo.deleteMembers(db, id, [ctx.actor.userId]);
      return null;
    },

    async isMember(groupId: string, userId: string): Promise<boolean> {
      return (await repo.findMember(db, groupId, userId))?.state === MEMBER;
    },

    memberIds: (groupId: string) => repo.memberIds(db, groupId),
    /** Everyone a change to the group concerns: the owner, members and people waiting. */
    async audience(groupId: string): Promise<string[]> {
      const group = await repo.findGroup(db, groupId);
      const rows = await repo.listMembers(db, groupId);
      return [...(group ? [group.owner_id] : []), ...rows.map((r) => r.user_id)];
    },
    group: (groupId: string) => repo.findGroup(db, groupId),
  };
}

export type ChatGroupsService = ReturnType<typeof createChatGroupsService>;
