import type { ChatFriend } from '@/shared/contracts/chat-models';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { ChatFriendTable } from '../../db/schema-chat';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { chatForbidden, chatRefused, friendPairId } from './chat-ids';
import * as repo from './friends-repository';
import { isActiveUser, loadChatUsersSeenBy } from './users-repository';

export const FRIEND_STATE = { REQUESTED: '0', FRIENDS: '1' } as const;

/**
 * Friendship is one row per pair: the first add is a request ('0'); the other person accepting it
 * (PATCH with state '1', or adding back) makes both friends. Deleting removes the pair either way.
 */
export function createChatFriendsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const { db } = database;

  const toFriends = async (me: string, rows: ChatFriendTable[]): Promise<ChatFriend[]> => {
    const other = (r: ChatFriendTable) => (r.user_id === me ? r.friend_id : r.user_id);
    // Requests not yet accepted show the asker as a stranger (no contact details).
    const users = new Map((await loadChatUsersSeenBy(db, me, rows.map(other))).map((u) => [u.id, u]));
    return rows.flatMap((r) => {
      const user = users.get(other(r));
      return user
        ? [
            {
              id: r.id,
              userId: r.user_id,
              friendId: r.friend_id,
              state: r.state,
              createdAt: r.created_at,
              user,
            },
          ]
        : [];
    });
  };

  return {
    async list(ctx: RequestContext, state?: string): Promise<ChatFriend[]> {
      return toFriends(ctx.actor.userId, await repo.listFriendRows(db, ctx.actor.userId, state));
    },

    async areFriends(a: string, b: string): Promise<boolean> {
      const row = await repo.findFriendRow(db, friendPairId(a, b));
      return row?.state === FRIEND_STATE.FRIENDS;
    },

    async add(ctx: RequestContext, friendId: string): Promise<ChatFriend> {
      const me = ctx.actor.userId;
      if (friendId === me) throw chatRefused('friendSelf', 'friendId');
      if (!(await isActiveUser(db, friendId))) throw new AppError('NOT_FOUND', { field: 'friendId' });
      const pairId = friendPairId(me, friendId);
      const row: ChatFriendTable = {
        id: randomId(),
        pair_id: pairId,
        user_id: me,
        friend_id: friendId,
        state: FRIEND_STATE.REQUESTED,
        created_at: clock.now().toISOString(),
      };
      if (!(await repo.insertFriendRow(db, row))) {
        const existing = await repo.findFriendRow(db, pairId);
        if (!existing) throw new AppError('CONFLICT');
        // Adding back someone who asked first accepts the request.
        if (existing.state === FRIEND_STATE.REQUESTED && existing.friend_id === me) {
          await repo.setFriendState(db, existing.id, FRIEND_STATE.FRIENDS);
        }
      }
      const stored = await repo.findFriendRow(db, pairId);
      if (!stored) throw new AppError('CONFLICT');
      const [friend] = await toFriends(me, [stored]);
      if (!friend) throw new AppError('NOT_FOUND');
      return friend;
    },

    /** Answers a request: only the person asked may accept it; '0' leaves it open. */
    async answer(ctx: RequestContext, id: string, friendId: string, state: string): Promise<ChatFriend> {
      const me = ctx.actor.userId;
      const row = await repo.findFriendRowById(db, id);
      if (!row || row.pair_id !== friendPairId(me, friendId)) throw new AppError('NOT_FOUND');
      if (state === FRIEND_STATE.FRIENDS && row.state !== FRIEND_STATE.FRIENDS) {
        if (row.friend_id !== me) throw chatForbidden('friendNotAsked');
        await repo.setFriendState(db, row.id, FRIEND_STATE.FRIENDS);
      }
      const stored = await repo.findFriendRowById(db, id);
      const [friend] = stored ? await toFriends(me, [stored]) : [];
      if (!friend) throw new AppError('NOT_FOUND');
      return friend;
    },

    async remove(ctx: RequestContext, friendId: string): Promise<boolean> {
      return repo.deleteFriendRow(db, friendPairId(ctx.actor.userId, friendId));
    },
  };
}

export type ChatFriendsService = ReturnType<typeof createChatFriendsService>;
