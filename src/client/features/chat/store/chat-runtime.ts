import { getChatMessages, putChatMessages } from '@/client/data/chat-messages';
import { i18next } from '@/client/lib/i18n';
import { notifyError } from '@/client/ui/toaster';
import type { ChatUser } from '@/shared/contracts/chat-models';
import type { ChatMessage } from '@/shared/contracts/chat-ws';
import { getChats } from '../api/get-chats';
import { getMessages } from '../api/get-messages';
import { createFailedList, dexieFailedStore, type FailedList } from '../lib/failed-store';
import { dexiePendingStore } from '../lib/pending-store';
import { createTitleFlasher } from '../lib/title-flash';
import { type Attachments, createAttachments } from './chat-attachments';
import { emitChatNotice } from './chat-notices';
import { emitChatConnected, emitChatFrame } from './chat-frames';
import { resumeChatSocket, yieldChatSocket } from './chat-socket-lease';
import { chatSocketUrl } from '../lib/socket-url';
import { type ChatWsClient, createChatWsClient } from '../ws-client';
import {
  addMessages,
  applyIncoming,
  chatState,
  markChatRead,
  markFailed,
  resetChatState,
  setChats,
} from './chat-store';

export interface ChatRuntimeOptions {
  me: ChatUser;
  token(): string | undefined;
  language(): string;
  /** The socket was closed with 4401: the session is over. */
  onInvalidToken(): void;
}

let client: ChatWsClient | undefined;
let host = '';
let teardown: (() => void) | undefined;
/** Messages the server refused, kept (also in Dexie) until sent again or discarded. */
let failed: FailedList | undefined;
/** Files of messages not yet sent (kept with their Blob until stored by the server or discarded). */
let attachments: Attachments | undefined;

const flasher = createTitleFlasher({ text: () => i18next.t('chat:newMessageTitle') });

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function isActive(chatId: string): boolean {
  return chatState.active?.chatId === chatId && visible();
}

/** The live session's socket, refused messages and kept files (for chat-sending.ts). */
export function chatSession(): { client?: ChatWsClient; failed?: FailedList; attachments?: Attachments } {
  return { client, failed, attachments };
}

export async function refreshChats(): Promise<void> {
  try {
    setChats(await getChats(true));
  } catch {
    // Offline: the list stays as it was; the socket's reconnection reloads it.
  }
}

function onMessage(message: ChatMessage): void {
  const me = chatState.me;
  if (!me) return;
  void putChatMessages(host, me.id, message.chatId, [message]).catch(() => undefined);
  if (message.mine && message.clientId) void attachments?.forget(message.clientId);
  const readNow = isActive(message.chatId);
  if (!applyIncoming(message, readNow || message.mine)) void refreshChats();
  if (!message.mine) {
    flasher.flash();
    if (readNow) readChat(message.chatId, message.chatType);
  }
}

function socketUrl(options: ChatRuntimeOptions): string {
  return chatSocketUrl(options.token(), options.language());
}

/** Opens the chat socket for the user (the chat area mounted). */
export function startChat(options: ChatRuntimeOptions): void {
  if (client && chatState.me?.id === options.me.id) return;
  endChat();
  // The chat's socket carries the other areas' frames while it is open (one socket, not two).
  yieldChatSocket();
  host = window.location.host;
  chatState.me = options.me;
  const files = createAttachments(host, options.me.id, {
    isOffline: () => navigator.onLine === false,
    notify: (text) => notifyError(text, { closable: true }),
  });
  attachments = files;
  const refused = createFailedList(dexieFailedStore(host, options.me.id));
  failed = refused;
  const current = createChatWsClient({
    url: () => socketUrl(options),
    pending: dexiePendingStore(host, options.me.id),
    upload: (item) => files.upload(item),
    onMessage,
    onRefused: (error, message) => {
      // A late answer to a chat already closed (or another user's) is not this session's.
      if (client !== current) return;
      if (error.clientId) markFailed(error.clientId, error.msg);
      if (message) {
        void refused.add({ ...message, reason: error.msg });
      }
      notifyError(error.msg, { closable: true });
    },
    onRead: (read) => markChatRead(read.chatId),
    onNotice: (notice) => {
      void refreshChats();
      emitChatNotice(notice);
    },
    onStatus: (status) => {
      chatState.status = status;
    },
    onReady: () => {
      void refreshChats();
      emitChatConnected();
    },
    onFrame: emitChatFrame,
    onInvalidToken: options.onInvalidToken,
  });
  client = current;
  const online = () => current.setOnline(true);
  const offline = () => current.setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  teardown = () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
  void Promise.all([current.start(navigator.onLine !== false), refused.load()]).then(async () => {
    for (const view of await files.keptViews(current.pending, refused.items, options.me.id))
      addMessages(view.chatId, [view]);
  });
}

/** The user left the chat area: no reconnection; the other areas' socket comes back. */
export function stopChat(): void {
  endChat();
  resumeChatSocket();
}

function endChat(): void {
  teardown?.();
  teardown = undefined;
  client?.stop();
  client = undefined;
  failed = undefined;
  attachments?.stop();
  attachments = undefined;
  flasher.stop();
  resetChatState();
}

/** The kept history first, then the server's newest 100 merged in. */
export async function loadHistory(chatId: string, type: number): Promise<void> {
  const me = chatState.me;
  if (!me) return;
  const kept = await getChatMessages<ChatMessage>(host, me.id, chatId).catch(() => []);
  const pending = (client?.pending ?? []).filter((item) => item.chatId === chatId);
  const refused = (failed?.items ?? []).filter((item) => item.chatId === chatId);
  const views = (await attachments?.keptViews(pending, refused, me.id)) ?? [];
  addMessages(chatId, [...kept, ...views]);
  try {
    const latest = await getMessages(chatId, type, me.id);
    await putChatMessages(host, me.id, chatId, latest).catch(() => undefined);
    addMessages(chatId, latest);
  } catch {
    // Offline: the kept history is what there is.
  }
}

/** Read receipt for the chat in view. */
export function readChat(chatId: string, type: number): void {
  markChatRead(chatId);
  client?.read(chatId, type);
}

export function setActiveChat(chatId: string | null, type = 0): void {
  chatState.active = chatId ? { chatId, type } : null;
}
