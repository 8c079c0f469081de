import { proxy } from 'valtio';
import type { ChatUser } from '@/shared/contracts/chat-models';
import type { ChatMessage, ChatSummary } from '@/shared/contracts/chat-ws';
import type { FailedOutgoing } from '../lib/failed-store';
import { mergeMessages, type ViewMessage } from '../lib/merge-messages';
import { keepDropped, prependPage } from '../lib/older-history';
import type { ChatWsStatus, Outgoing } from '../ws-types';

export interface ActiveChat {
  chatId: string;
  type: number;
}

export interface ChatState {
  /** The chat user of the session, once known. */
  me: ChatUser | null;
  status: ChatWsStatus;
  chats: ChatSummary[];
  /** Shown messages per chat id, oldest first. */
  messages: Record<string, ViewMessage[]>;
  /** The chat open in the chat box. */
  active: ActiveChat | null;
  /** History older than the kept 100, per chat id, oldest first (memory only). */
  older: Record<string, ViewMessage[]>;
  /** Paging back through a chat's history. */
  history: Record<string, HistoryState>;
}

export interface HistoryState {
  loading: boolean;
  /** The server has nothing older. */
  done: boolean;
}

export const chatState = proxy<ChatState>({
  me: null,
  status: 'idle',
  chats: [],
  messages: {},
  active: null,
  older: {},
  history: {},
});

const byActivity = (a: ChatSummary, b: ChatSummary) =>
  (b.lastMessage?.timestamp ?? 0) - (a.lastMessage?.timestamp ?? 0);

export function setChats(list: readonly ChatSummary[]): void {
  chatState.chats = [...list];
}

export function addMessages(chatId: string, messages: readonly ViewMessage[]): void {
  if (messages.length === 0 && chatState.messages[chatId]) return;
  const before = chatState.messages[chatId] ?? [];
  const after = mergeMessages(before, messages);
  chatState.messages[chatId] = after;
  const older = chatState.older[chatId];
  if (older) chatState.older[chatId] = keepDropped(older, before, after);
}

/** A page of older history (newest first, as the server pages it) goes ahead of what is shown. */
export function addOlderPage(chatId: string, page: readonly ChatMessage[], done: boolean): void {
  chatState.older[chatId] = prependPage(
    chatState.older[chatId] ?? [],
    chatState.messages[chatId] ?? [],
    page,
  );
  chatState.history[chatId] = { loading: false, done };
}

export function setHistoryLoading(chatId: string, loading: boolean): void {
  chatState.history[chatId] = { done: chatState.history[chatId]?.done ?? false, loading };
}

/** The list entry of a refused message, with its reason. */
export function failedView(item: FailedOutgoing, fromId: string): ViewMessage {
  return { ...pendingView(item, fromId), pending: false, failed: item.reason };
}

/** A refused message goes out again: shown as on its way. */
export function markRetrying(clientId: string): void {
  for (const list of Object.values(chatState.messages)) {
    const message = list.find((m) => m.clientId === clientId && m.failed !== undefined);
    if (message) {
      message.failed = undefined;
      message.pending = true;
    }
  }
}

/** A refused message (or a file not yet uploaded) the user threw away. */
export function removeMessage(clientId: string): void {
  const refused = (m: ViewMessage) => m.clientId === clientId && (m.failed !== undefined || m.pending);
  for (const [chatId, list] of Object.entries(chatState.messages)) {
    if (list.some(refused)) chatState.messages[chatId] = list.filter((m) => !refused(m));
  }
}

/** The list entry of a pending message, shown at once. */
export function pendingView(item: Outgoing, fromId: string, timestamp = Date.now()): ViewMessage {
  return {
    id: item.clientId,
    clientId: item.clientId,
    chatId: item.chatId,
    type: item.chatType,
    chatType: item.chatType,
    fromId,
    toId: item.toId ?? null,
    messageType: item.messageType,
    content: item.content,
    extend: item.extend ?? null,
    aiTag: null,
    timestamp,
    createdAt: new Date(timestamp).toISOString(),
    mine: true,
    pending: true,
  };
}

/**
 * A message frame: shown in its chat, and the chat's last message and unread count follow. Returns
 * false when the chat is not in the list yet (a new friend or group): the list needs a reload.
 */
export function applyIncoming(message: ChatMessage, readNow: boolean): boolean {
  const shown = chatState.messages[message.chatId]?.some((m) => m.id === message.id) ?? false;
  addMessages(message.chatId, [message]);
  const chat = chatState.chats.find((c) => c.id === message.chatId);
  if (!chat) return false;
  const last = chat.lastMessage;
  // The unread pushed after ready may already be counted by the list loaded at the same time.
  const counted = shown || (last !== null && (last.id === message.id || message.timestamp < last.timestamp));
  if (!last || last.timestamp <= message.timestamp) chat.lastMessage = message;
  if (!message.mine && !readNow && !counted) chat.unreadCount += 1;
  chatState.chats.sort(byActivity);
  return true;
}

export function markChatRead(chatId: string): void {
  const chat = chatState.chats.find((c) => c.id === chatId);
  if (chat) chat.unreadCount = 0;
}

/** The refused message stays in the list, marked as not sent. */
export function markFailed(clientId: string, reason: string): void {
  for (const list of Object.values(chatState.messages)) {
    const message = list.find((m) => m.clientId === clientId && m.pending);
    if (message) {
      message.pending = false;
      message.failed = reason;
    }
  }
}

export function unreadTotal(chats: readonly ChatSummary[]): number {
  return chats.reduce((sum, c) => sum + (c.unreadCount || 0), 0);
}

/** Forgets everything of the chat area (closing it, or another user signing in). */
export function resetChatState(): void {
  chatState.me = null;
  chatState.status = 'idle';
  chatState.chats = [];
  chatState.messages = {};
  chatState.active = null;
  chatState.older = {};
  chatState.history = {};
}
