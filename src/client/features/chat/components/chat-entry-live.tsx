import { useQuery } from '@tanstack/react-query';
import { chatsQueryOptions } from '../api/get-chats';
import { unreadTotal } from '../store/chat-store';
import { ChatEntry } from './chat-entry';

/** How often the shell's entry looks for new messages while the chat is closed. */
const UNREAD_REFRESH_MS = 30_000;

/** The chat entry with the unread total, read from the platform and refreshed every 30 s. */
export function ChatEntryLive() {
  const chats = useQuery({ ...chatsQueryOptions(true), refetchInterval: UNREAD_REFRESH_MS });
  return <ChatEntry unread={unreadTotal(chats.data ?? [])} />;
}
