import type { FastifyInstance } from 'fastify';
import {
  CHAT_PATHS,
  chatDeptCountQuerySchema,
  chatDeptParentQuerySchema,
  chatSearchSchema,
  chatUpdatePwdSchema,
  chatUserUpdateSchema,
} from '@/shared/contracts/chat';
import { chatIdParamsSchema, chatRoutesOf } from './chat-route';
import type { ChatService } from './chat-service';

/** Users (the signed-in one, the user card, search, profile, password) and departments. */
export function chatUserRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const { users } = chat;
    const route = chatRoutesOf(app);
    const params = chatIdParamsSchema;

    route({ method: 'GET', url: CHAT_PATHS.usersMy, handler: ({ ctx }) => users.my(ctx) });
    // The chat user behind the platform session (the bridge the client calls first).
    route({ method: 'GET', url: CHAT_PATHS.usersTransactionUser, handler: ({ ctx }) => users.my(ctx) });
    route({
      url: CHAT_PATHS.usersUpdate,
      body: chatUserUpdateSchema,
      handler: ({ body, ctx }) => users.update(ctx, body),
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.usersSearch,
      query: chatSearchSchema,
      handler: ({ query, ctx }) => users.search(ctx, query.keyword),
    });
    route({
      url: CHAT_PATHS.usersUpdatePwd,
      body: chatUpdatePwdSchema,
      handler: ({ body, ctx }) => users.updatePwd(ctx, body.oldPassword, body.newPassword),
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.user,
      params,
      handler: ({ params, ctx }) => users.byId(ctx, params.id),
    });

    route({ method: 'GET', url: CHAT_PATHS.depts, handler: () => users.deptTree() });
    route({
      method: 'GET',
      url: CHAT_PATHS.deptsParent,
      query: chatDeptParentQuerySchema,
      handler: ({ query }) => users.deptChildren(query.deptId || undefined),
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.deptsCount,
      query: chatDeptCountQuerySchema,
      handler: ({ query }) => users.deptCount(query.deptId || undefined),
    });
    route({ method: 'GET', url: CHAT_PATHS.dept, params, handler: ({ params }) => users.dept(params.id) });
    route({
      method: 'GET',
      url: CHAT_PATHS.deptUsers,
      params,
      handler: ({ params, ctx }) => users.deptUsers(ctx, params.id),
    });
  };
}
