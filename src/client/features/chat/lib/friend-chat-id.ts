/** The server's id of the chat between two users: the same whoever writes first. */
export function friendChatId(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The other user of a friend chat id, or undefined when `me` is not one of the pair. */
export function otherOfChat(chatId: string, me: string): string | undefined {
  const [a, b] = chatId.split(':');
  if (!a || !b) return undefined;
  if (a === me) return b;
  if (b === me) return a;
  return undefined;
}
