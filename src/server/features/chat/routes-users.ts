import type { FastifyInstance } from 'fastify';
import {
  CHAT_PATHS,
  chatDeptCountQuerySchema,
  chatDeptParentQuerySchema,
  chatSearchSchema,
  chatUpdatePwdSchema,
  chatUserUpdateSchema,
} from '@/shared/contracts/chat';
import { contextOf } from '../../plugins/request-context';
import { parseInput } from '../../lib/validate';
import { chatOk } from './chat-errors';
import type { ChatService } from './chat-service';

type IdParams = { Params: { id: string } };

/** Users (the signed-in one, the user card, search, profile, password) and departments. */
export function chatUserRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const { users } = chat;

    app.get(CHAT_PATHS.usersMy, async (request) => chatOk(await users.my(contextOf(request))));
    // The chat user behind the platform session (the bridge the client calls first).
    app.get(CHAT_PATHS.usersTransactionUser, async (request) => chatOk(await users.my(contextOf(request))));
    app.post(CHAT_PATHS.usersUpdate, async (request) =>
      chatOk(await users.update(contextOf(request), parseInput(chatUserUpdateSchema, request.body))),
    );
    app.get(CHAT_PATHS.usersSearch, async (request) => {
      const { keyword } = parseInput(chatSearchSchema, request.query);
      return chatOk(await users.search(contextOf(request), keyword));
    });
    app.post(CHAT_PATHS.usersUpdatePwd, async (request) => {
      const input = parseInput(chatUpdatePwdSchema, request.body);
      return chatOk(await users.updatePwd(contextOf(request), input.oldPassword, input.newPassword));
    });
    app.get<IdParams>(CHAT_PATHS.user, async (request) =>
      chatOk(await users.byId(contextOf(request), request.params.id)),
    );

    app.get(CHAT_PATHS.depts, async () => chatOk(await users.deptTree()));
    app.get(CHAT_PATHS.deptsParent, async (request) => {
      const { deptId } = parseInput(chatDeptParentQuerySchema, request.query);
      return chatOk(await users.deptChildren(deptId || undefined));
    });
    app.get(CHAT_PATHS.deptsCount, async (request) => {
      const { deptId } = parseInput(chatDeptCountQuerySchema, request.query);
      return chatOk(await users.deptCount(deptId || undefined));
    });
    app.get<IdParams>(CHAT_PATHS.dept, async (request) => chatOk(await users.dept(request.params.id)));
    app.get<IdParams>(CHAT_PATHS.deptUsers, async (request) =>
      chatOk(await users.deptUsers(contextOf(request), request.params.id)),
    );
  };
}
