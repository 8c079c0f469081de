import type { FastifyInstance } from 'fastify';
import {
  CHAT_PATHS,
  chatFriendAddSchema,
  chatFriendIdQuerySchema,
  chatFriendPatchSchema,
  chatFriendsQuerySchema,
  chatGroupCreateSchema,
  chatGroupSearchSchema,
  chatGroupUpdateSchema,
  chatGroupUsersQuerySchema,
  chatGroupUsersSchema,
} from '@/shared/contracts/chat';
import { chatIdParamsSchema, chatRoutesOf } from './chat-route';
import type { ChatService } from './chat-service';

/** Friends and groups. */
export function chatSocialRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const { friends, groups } = chat;
    // The other side's screens follow at once (notices are not awaited: the change is stored).
    const friendsChanged = (a: string, b: string) => void chat.notice([a, b], { kind: 'friends' });
    const groupChanged = async (id: string, concerned: readonly string[]) => {
      void chat.notice([...concerned, ...(await groups.audience(id))], { kind: 'groups', id });
    };

    const route = chatRoutesOf(app);
    const params = chatIdParamsSchema;

    route({
      method: 'GET',
      url: CHAT_PATHS.friends,
      query: chatFriendsQuerySchema,
      handler: ({ query, ctx }) => friends.list(ctx, query.state),
    });
    route({
      url: CHAT_PATHS.friendsAdd,
      body: chatFriendAddSchema,
      handler: async ({ body: { friendId }, ctx }) => {
        const friend = await friends.add(ctx, friendId);
        friendsChanged(ctx.actor.userId, friendId);
        return friend;
      },
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.friendsIsFriend,
      query: chatFriendIdQuerySchema,
      handler: ({ query, ctx }) => friends.areFriends(ctx.actor.userId, query.friendId),
    });
    route({
      method: 'DELETE',
      url: CHAT_PATHS.friendsDelete,
      query: chatFriendIdQuerySchema,
      handler: async ({ query: { friendId }, ctx }) => {
        const removed = await friends.remove(ctx, friendId);
        friendsChanged(ctx.actor.userId, friendId);
        return removed;
      },
    });
    route({
      method: 'PATCH',
      url: CHAT_PATHS.friend,
      params,
      body: chatFriendPatchSchema,
      handler: async ({ body: { friendId, state }, params, ctx }) => {
        const friend = await friends.answer(ctx, params.id, friendId, state);
        friendsChanged(ctx.actor.userId, friendId);
        return friend;
      },
    });

    route({ method: 'GET', url: CHAT_PATHS.groups, handler: ({ ctx }) => groups.listMine(ctx) });
    route({
      method: 'GET',
      url: CHAT_PATHS.groupsSearch,
      query: chatGroupSearchSchema,
      handler: ({ query, ctx }) => groups.search(ctx, query.keyword),
    });
    route({
      url: CHAT_PATHS.groups,
      body: chatGroupCreateSchema,
      handler: async ({ body, ctx }) => {
        const group = await groups.create(ctx, body);
        await groupChanged(group.id, []);
        return group;
      },
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.group,
      params,
      handler: ({ params, ctx }) => groups.get(ctx, params.id),
    });
    route({
      method: 'PUT',
      url: CHAT_PATHS.group,
      params,
      body: chatGroupUpdateSchema,
      handler: async ({ body, params, ctx }) => {
        const group = await groups.update(ctx, params.id, body);
        await groupChanged(group.id, []);
        return group;
      },
    });
    route({
      method: 'DELETE',
      url: CHAT_PATHS.group,
      params,
      handler: async ({ params, ctx }) => {
        const before = await groups.audience(params.id);
        const result = await groups.remove(ctx, params.id);
        void chat.notice(before, { kind: 'groups', id: params.id });
        return result;
      },
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.groupUsers,
      params,
      query: chatGroupUsersQuerySchema,
      handler: ({ query, params, ctx }) => groups.members(ctx, params.id, query.state),
    });
    route({
      url: CHAT_PATHS.groupUsersAdd,
      params,
      body: chatGroupUsersSchema,
      handler: async ({ body, params, ctx }) => {
        const added = await groups.addUsers(ctx, params.id, body.userIds);
        await groupChanged(params.id, []);
        return added;
      },
    });
    route({
      url: CHAT_PATHS.groupUsersDelete,
      params,
      body: chatGroupUsersSchema,
      handler: async ({ body, params, ctx }) => {
        const result = await groups.deleteUsers(ctx, params.id, body.userIds);
        await groupChanged(params.id, body.userIds);
        return result;
      },
    });
    route({
      url: CHAT_PATHS.groupExit,
      params,
      handler: async ({ params, ctx }) => {
        const result = await groups.exit(ctx, params.id);
        await groupChanged(params.id, [ctx.actor.userId]);
        return result;
      },
    });
  };
}
