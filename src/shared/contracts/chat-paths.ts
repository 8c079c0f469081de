// Paths and codes only, without zod: the shell's chat entry and the request layer load no schema.
/** The chat service (spec 7.6): REST under CHAT_PREFIX, the websocket at CHAT_WS_PATH. */
export const CHAT_PREFIX = '/bidprocurement/vim-chat';
export const CHAT_WS_PATH = '/bidprocurement/vim-chat-ws';

/** Paths under CHAT_PREFIX; `:id` is a path parameter. */
export const CHAT_PATHS = {
  usersMy: '/api/sys/users/my',
  usersTransactionUser: '/api/sys/users/transactionUser',
  usersUpdate: '/api/sys/users/update',
  usersSearch: '/api/sys/users/search',
  usersUpdatePwd: '/api/sys/users/updatePwd',
  /** The user card (spec 2.5). */
  user: '/api/sys/users/:id',
  groups: '/api/sys/groups',
  /** Groups by name, so people can find a group and ask to join it. */
  groupsSearch: '/api/sys/groups/search',
  group: '/api/sys/groups/:id',
  groupUsers: '/api/sys/groups/:id/users',
  groupUsersAdd: '/api/sys/groups/:id/users/add',
  groupUsersDelete: '/api/sys/groups/:id/users/delete',
  groupExit: '/api/sys/groups/:id/exit',
  depts: '/api/chat/sys/depts',
  deptsParent: '/api/chat/sys/depts/parent',
  deptsCount: '/api/chat/sys/depts/count',
  dept: '/api/chat/sys/depts/:id',
  deptUsers: '/api/chat/sys/depts/:id/users',
  friends: '/api/sys/friends',
  friendsAdd: '/api/sys/friends/add',
  friend: '/api/sys/friends/:id',
  friendsDelete: '/api/sys/friends/delete',
  friendsIsFriend: '/api/sys/friends/isFriend',
  messages: '/api/sys/messages',
  messagesPage: '/api/sys/messages/page',
  chats: '/api/sys/chats',
  files: '/api/sys/files',
  file: '/api/sys/files/:id',
} as const;

/** Fills the `:id` of a CHAT_PATHS entry. */
export function chatPath(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/** Body codes of the chat envelope (spec 8); answered with HTTP 200 so the client reads the body. */
export const CHAT_CODE = {
  OK: 200,
  PARAMETER: 400,
  TOKEN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER: 500,
} as const;
