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

    app.get(CHAT_PATHS.friends, async (request) => {
      const { state } = parseInput(chatFriendsQuerySchema, request.query);
      return chatOk(await friends.list(contextOf(request), state));
    });
    app.post(CHAT_PATHS.friendsAdd, async (request) => {
      const { friendId } = parseInput(chatFriendAddSchema, request.body);
      return chatOk(await friends.add(contextOf(request), friendId));
    });
    app.get(CHAT_PATHS.friendsIsFriend, async (request) => {
      const { friendId } = parseInput(chatFriendIdQuerySchema, request.query);
      return chatOk(await friends.areFriends(request.actor.userId, friendId));
    });
    app.delete(CHAT_PATHS.friendsDelete, async (request) => {
      const { friendId } = parseInput(chatFriendIdQuerySchema, request.query);
      return chatOk(await friends.remove(contextOf(request), friendId));
    });
    app.patch<IdParams>(CHAT_PATHS.friend, async (request) => {
      const { friendId, state } = parseInput(chatFriendPatchSchema, request.body);
      return chatOk(await friends.answer(contextOf(request), request.params.id, friendId, state));
    });

    app.get(CHAT_PATHS.groups, async (request) => chatOk(await groups.listMine(contextOf(request))));
    app.get(CHAT_PATHS.groupsSearch, async (request) => {
      const { keyword } = parseInput(chatGroupSearchSchema, request.query);
      return chatOk(await groups.search(contextOf(request), keyword));
    });
    app.post(CHAT_PATHS.groups, async (request) =>
      chatOk(await groups.create(contextOf(request), parseInput(chatGroupCreateSchema, request.body))),
    );
    app.get<IdParams>(CHAT_PATHS.group, async (request) =>
      chatOk(await groups.get(contextOf(request), request.params.id)),
    );
    app.put<IdParams>(CHAT_PATHS.group, async (request) =>
      chatOk(
        await groups.update(
          contextOf(request),
          request.params.id,
          parseInput(chatGroupUpdateSchema, request.body),
        ),
      ),
    );
    app.delete<IdParams>(CHAT_PATHS.group, async (request) =>
      chatOk(await groups.remove(contextOf(request), request.params.id)),
    );
    app.get<IdParams>(CHAT_PATHS.groupUsers, async (request) => {
      const { state } = parseInput(chatGroupUsersQuerySchema, request.query);
      return chatOk(await groups.members(contextOf(request), request.params.id, state));
    });
    app.post<IdParams>(CHAT_PATHS.groupUsersAdd, async (request) => {
      const { userIds } = parseInput(chatGroupUsersSchema, request.body);
      return chatOk(await groups.addUsers(contextOf(request), request.params.id, userIds));
    });
    app.post<IdParams>(CHAT_PATHS.groupUsersDelete, async (request) => {
      const { userIds } = parseInput(chatGroupUsersSchema, request.body);
      return chatOk(await groups.deleteUsers(contextOf(request), request.params.id, userIds));
    });
    app.post<IdParams>(CHAT_PATHS.groupExit, async (request) =>
      chatOk(await groups.exit(contextOf(request), request.params.id)),
    );
  };
}
