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
import { contextOf } from '../../plugins/request-context';
import { parseInput } from '../../lib/validate';
import { chatOk } from './chat-errors';
import type { ChatService } from './chat-service';

type IdParams = { Params: { id: string } };

/** Friends and groups. */
export function chatSocialRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const { friends, groups } = chat;
    // The other side's screens follow at once (notices are not awaited: the change is stored).
    const friendsChanged = (a: string, b: string) => void chat.notice([a, b], { kind: 'friends' });
    const groupChanged = async (id: string, concerned: readonly string[]) => {
      void chat.notice([...concerned, ...(await groups.audience(id))], { kind: 'groups', id });
    };

    app.get(CHAT_PATHS.friends, async (request) => {
      const { state } = parseInput(chatFriendsQuerySchema, request.query);
      return chatOk(await friends.list(contextOf(request), state));
    });
    app.post(CHAT_PATHS.friendsAdd, async (request) => {
      const { friendId } = parseInput(chatFriendAddSchema, request.body);
      const friend = await friends.add(contextOf(request), friendId);
      friendsChanged(request.actor.userId, friendId);
      return chatOk(friend);
    });
    app.get(CHAT_PATHS.friendsIsFriend, async (request) => {
      const { friendId } = parseInput(chatFriendIdQuerySchema, request.query);
      return chatOk(await friends.areFriends(request.actor.userId, friendId));
    });
    app.delete(CHAT_PATHS.friendsDelete, async (request) => {
      const { friendId } = parseInput(chatFriendIdQuerySchema, request.query);
      const removed = await friends.remove(contextOf(request), friendId);
      friendsChanged(request.actor.userId, friendId);
      return chatOk(removed);
    });
    app.patch<IdParams>(CHAT_PATHS.friend, async (request) => {
      const { friendId, state } = parseInput(chatFriendPatchSchema, request.body);
      const friend = await friends.answer(contextOf(request), request.params.id, friendId, state);
      friendsChanged(request.actor.userId, friendId);
      return chatOk(friend);
    });

    app.get(CHAT_PATHS.groups, async (request) => chatOk(await groups.listMine(contextOf(request))));
    app.get(CHAT_PATHS.groupsSearch, async (request) => {
      const { keyword } = parseInput(chatGroupSearchSchema, request.query);
      return chatOk(await groups.search(contextOf(request), keyword));
    });
    app.post(CHAT_PATHS.groups, async (request) => {
      const group = await groups.create(contextOf(request), parseInput(chatGroupCreateSchema, request.body));
      await groupChanged(group.id, []);
      return chatOk(group);
    });
    app.get<IdParams>(CHAT_PATHS.group, async (request) =>
      chatOk(await groups.get(contextOf(request), request.params.id)),
    );
    app.put<IdParams>(CHAT_PATHS.group, async (request) => {
      const input = parseInput(chatGroupUpdateSchema, request.body);
      const group = await groups.update(contextOf(request), request.params.id, input);
      await groupChanged(group.id, []);
      return chatOk(group);
    });
    app.delete<IdParams>(CHAT_PATHS.group, async (request) => {
      const before = await groups.audience(request.params.id);
      const result = await groups.remove(contextOf(request), request.params.id);
      void chat.notice(before, { kind: 'groups', id: request.params.id });
      return chatOk(result);
    });
    app.get<IdParams>(CHAT_PATHS.groupUsers, async (request) => {
      const { state } = parseInput(chatGroupUsersQuerySchema, request.query);
      return chatOk(await groups.members(contextOf(request), request.params.id, state));
    });
    app.post<IdParams>(CHAT_PATHS.groupUsersAdd, async (request) => {
      const { userIds } = parseInput(chatGroupUsersSchema, request.body);
      const added = await groups.addUsers(contextOf(request), request.params.id, userIds);
      await groupChanged(request.params.id, []);
      return chatOk(added);
    });
    app.post<IdParams>(CHAT_PATHS.groupUsersDelete, async (request) => {
      const { userIds } = parseInput(chatGroupUsersSchema, request.body);
      const result = await groups.deleteUsers(contextOf(request), request.params.id, userIds);
      await groupChanged(request.params.id, userIds);
      return chatOk(result);
    });
    app.post<IdParams>(CHAT_PATHS.groupExit, async (request) => {
      const result = await groups.exit(contextOf(request), request.params.id);
      await groupChanged(request.params.id, [request.actor.userId]);
      return chatOk(result);
    });
  };
}
