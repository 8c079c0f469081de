/** Query keys of the chat: a change invalidates everything under its entity's key. */
export const CHAT_KEYS = {
  me: ['chat', 'me'] as const,
  chats: ['chat', 'chats'] as const,
  messages: ['chat', 'messages'] as const,
  friends: ['chat', 'friends'] as const,
  users: ['chat', 'users'] as const,
  search: ['chat', 'search'] as const,
  groups: ['chat', 'groups'] as const,
  depts: ['chat', 'depts'] as const,
};
