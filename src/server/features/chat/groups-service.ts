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
import type { GroupMembers, GroupMembersCache } from './group-members';
import * as repo from './groups-repository';
import { markRead, maxSeq } from './messages-repository';
import { loadChatUsers, loadChatUsersSeenBy } from './users-repository';

const { PENDING, MEMBER } = repo.MEMBER_STATE;
const SEARCH_LIMIT = 20;

/**
 * Groups: the owner adds and removes members and edits or deletes the group. Members may add people
 * too, and anyone may ask to join; in a needCheck group (the default) those additions wait ('0') for
 * the owner. Only members see a group's detail. Someone joining later reads from their join on,
 * unless the owner shares the history (shareHistory).
 */
export function createChatGroupsService(deps: {
  database: Database;
  clock: Clock;
  /** Members held in memory for sending and fan-out; forgotten here after every change of them. */
  members: GroupMembersCache;
  /**
   * Tells every process that these groups' members changed (the chat hub: at once here, through
   * Redis elsewhere); settles once published, never rejects.
   */
  membersChanged: (groupIds: readonly string[]) => Promise<void>;
}) {
  const { database, clock } = deps;
  const { db } = database;
  // Called after the change committed and awaited before the caller answers: once a removal has
  // answered, no process delivers the group's messages to the removed member (chat-hub.ts).
  const changed = (groupId: string) => deps.membersChanged([groupId]);

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
    shareHistory: g.share_history === 1,
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

  /**
   * A new member starts reading from now: nothing is unread, and the earlier messages are hidden
   * unless the owner shares the history.
   */
  const admit = async (trx: Trx, group: ChatGroupTable, userId: string, now: string) => {
    const last = await maxSeq(trx, group.id);
    await repo.upsertMember(trx, {
      group_id: group.id,
      user_id: userId,
      state: MEMBER,
      joined_at: now,
      history_from_seq: group.share_history === 1 ? 0 : last,
    });
    await markRead(trx, userId, group.id, last, now);
  };

  /** Members as the viewer sees them: fellow members are no reason to see contact details. */
  const members = async (viewerId: string, groupId: string, state?: string): Promise<ChatGroupMember[]> => {
    const rows = await repo.listMembers(db, groupId, state);
    const users = new Map(
      (
        await loadChatUsersSeenBy(
          db,
          viewerId,
          rows.map((r) => r.user_id),
        )
      ).map((u) => [u.id, u]),
    );
    return rows.flatMap((r) => {
      const user = users.get(r.user_id);
      return user ? [{ userId: r.user_id, state: r.state, joinedAt: r.joined_at, user }] : [];
    });
  };

  /** The detail is for members only; others find a group (name, needCheck) through search. */
  const get = async (ctx: RequestContext, id: string): Promise<ChatGroup> => {
    const group = await existing(id);
    const mine = await repo.findMember(db, id, ctx.actor.userId);
    if (mine?.state !== MEMBER) throw chatForbidden('notInChat');
    const count = (await repo.countMembers(db, [id])).get(id) ?? 0;
    return view(group, count, mine.state);
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
        const now = clock.now().toISOString();
        const group: ChatGroupTable = {
          id: randomId(),
          name: input.name,
          avatar: input.avatar || null,
          owner_id: me,
          need_check: input.needCheck ? 1 : 0,
          share_history: input.shareHistory ? 1 : 0,
          created_at: now,
        };
        await repo.insertGroup(trx, group);
        for (const userId of [me, ...others]) await admit(trx, group, userId, now);
        return group.id;
      });
      await changed(id);
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, input: ChatGroupUpdate): Promise<ChatGroup> {
      await ownerOnly(ctx, id);
      await repo.updateGroup(db, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.avatar !== undefined ? { avatar: input.avatar || null } : {}),
        ...(input.needCheck !== undefined ? { need_check: input.needCheck ? 1 : 0 } : {}),
        ...(input.shareHistory !== undefined ? { share_history: input.shareHistory ? 1 : 0 } : {}),
      });
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<null> {
      await ownerOnly(ctx, id);
      await transact(database, clock, ctx, (trx) => repo.deleteGroup(trx, id));
      await changed(id);
      return null;
    },

    /** Members see the members; the owner also sees who waits for approval. */
    async members(ctx: RequestContext, id: string, state?: string): Promise<ChatGroupMember[]> {
      const group = await existing(id);
      const mine = await repo.findMember(db, id, ctx.actor.userId);
      if (mine?.state !== MEMBER) throw chatForbidden('notInChat');
      const isOwner = group.owner_id === ctx.actor.userId;
      return members(ctx.actor.userId, id, isOwner ? state : MEMBER);
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
          if (direct) await admit(trx, group, userId, now);
          else
            await repo.insertMemberIfAbsent(trx, {
              group_id: id,
              user_id: userId,
              state: PENDING,
              joined_at: now,
              history_from_seq: 0,
            });
        }
      });
      await changed(id);
      const wanted = new Set(ids);
      return (await members(me, id)).filter((m) => wanted.has(m.userId));
    },

    /** The owner removes members or turns down requests; the owner stays. */
    async deleteUsers(ctx: RequestContext, id: string, userIds: readonly string[]): Promise<null> {
      const group = await ownerOnly(ctx, id);
      if (userIds.includes(group.owner_id)) throw chatRefused('ownerCannotLeave', 'userIds');
      await repo.deleteMembers(db, id, userIds);
      await changed(id);
      return null;
    },

    async exit(ctx: RequestContext, id: string): Promise<null> {
      const group = await existing(id);
      if (group.owner_id === ctx.actor.userId) throw chatRefused('ownerCannotLeave');
      if (!(await repo.findMember(db, id, ctx.actor.userId))) throw chatForbidden('notInChat');
      await repo.deleteMembers(db, id, [ctx.actor.userId]);
      await changed(id);
      return null;
    },

    async isMember(groupId: string, userId: string): Promise<boolean> {
      return (await repo.findMember(db, groupId, userId))?.state === MEMBER;
    },

    /** The seq after which the member reads the group's messages; undefined for non-members. */
    async historyFrom(groupId: string, userId: string): Promise<number | undefined> {
      const mine = await repo.findMember(db, groupId, userId);
      return mine?.state === MEMBER ? Number(mine.history_from_seq) : undefined;
    },

    /** The members as held in memory (at once when held; see group-members.ts). */
    membersOf: (groupId: string): GroupMembers | Promise<GroupMembers> => deps.members.get(groupId),
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
