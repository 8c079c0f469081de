import { getChatMessages, putChatMessages } from '@/client/data/chat-messages';
import { kvGet, kvSet } from '@/client/data/db';
import { ASSISTANT_CHAT_ID, type AssistantSource } from '@/shared/contracts/assistant';
import { randomId } from '@/shared/format/random-id';

/** One bubble of the assistant's conversation as kept on this device. */
export interface AssistantEntry {
  id: string;
  mine: boolean;
  content: string;
  timestamp: number;
  sources?: AssistantSource[];
  found?: boolean;
  engine?: 'builtin' | 'llm';
}

/**
 * The conversation lives with the chat history (per host and per user, the newest 100 kept), under the
 * assistant's own chat id so it never mixes with people's chats.
 */
export function loadHistory(host: string, userId: string): Promise<AssistantEntry[]> {
  return getChatMessages<AssistantEntry>(host, userId, ASSISTANT_CHAT_ID);
}

export function saveEntries(host: string, userId: string, entries: AssistantEntry[]): Promise<void> {
  return putChatMessages(host, userId, ASSISTANT_CHAT_ID, entries);
}

export function questionEntry(content: string, timestamp: number): AssistantEntry {
  return { id: `q-${randomId()}`, mine: true, content, timestamp };
}

const pendingKey = (host: string, userId: string) => `assistant:pending:${host}:${userId}`;

/** The question typed but not answered (offline), so it survives a reload. */
export async function loadPending(host: string, userId: string): Promise<string> {
  return (await kvGet<string>(pendingKey(host, userId)).catch(() => undefined)) ?? '';
}

export function savePending(host: string, userId: string, text: string): Promise<void> {
  return kvSet(pendingKey(host, userId), text).catch(() => undefined);
}
