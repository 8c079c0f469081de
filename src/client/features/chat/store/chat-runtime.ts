import { getChatMessages, putChatMessages } from '@/client/data/chat-messages';
import { i18next } from '@/client/lib/i18n';
import { notifyError } from '@/client/ui/toaster';
import { CHAT_WS_PATH } from '@/shared/contracts/chat';
import type { ChatUser } from '@/shared/contracts/chat-models';
import type { ChatMessage, WsSend } from '@/shared/contracts/chat-ws';
import { getChats } from '../api/get-chats';
import { getMessages } from '../api/get-messages';
import {
  dexieFailedStore,
  type FailedOutgoing,
  type FailedStore,
  withFailed,
  withoutFailed,
} from '../lib/failed-store';
import { dexiePendingStore } from '../lib/pending-store';
import { createTitleFlasher } from '../lib/title-flash';
import { emitChatNotice } from './chat-notices';
import { type ChatWsClient, createChatWsClient } from '../ws-client';
import type { Outgoing } from '../ws-types';
import {
  addMessages,
  applyIncoming,
  chatState,
  failedView,
  markChatRead,
  markFailed,
  markRetrying,
  pendingView,
  removeMessage,
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
let failed: FailedOutgoing[] = [];
let failedStore: FailedStore | undefined;
let savingFailed: Promise<void> = Promise.resolve();

function saveFailed(): Promise<void> {
  const store = failedStore;
  const snapshot = [...failed];
  savingFailed = savingFailed.then(() => store?.save(snapshot)).catch(() => undefined);
  return savingFailed;
}

const flasher = createTitleFlasher({ text: () => i18next.t('chat:newMessageTitle') });

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function isActive(chatId: string): boolean {
  return chatState.active?.chatId === chatId && visible();
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
  const readNow = isActive(message.chatId);
  if (!applyIncoming(message, readNow || message.mine)) void refreshChats();
  if (!message.mine) {
    flasher.flash();
    if (readNow) readChat(message.chatId, message.chatType);
  }
}

function socketUrl(options: ChatRuntimeOptions): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token: options.token() ?? '', langCode: options.language() });
  return `${scheme}//${window.location.host}${CHAT_WS_PATH}?${query}`;
}

/** Opens the chat socket for the user (the chat area mounted). */
export function startChat(options: ChatRuntimeOptions): void {
  if (client && chatState.me?.id === options.me.id) return;
  stopChat();
  host = window.location.host;
  chatState.me = options.me;
  const current = createChatWsClient({
    url: () => socketUrl(options),
    pending: dexiePendingStore(host, options.me.id),
    onMessage,
    onRefused: (error, message) => {
      if (error.clientId) markFailed(error.clientId, error.msg);
      if (message) {
        failed = withFailed(failed, { ...message, reason: error.msg });
        void saveFailed();
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
    onReady: () => void refreshChats(),
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
  failedStore = dexieFailedStore(host, options.me.id);
  const failedLoaded = failedStore
    .load()
    .then((stored) => {
      failed = stored;
    })
    .catch(() => undefined);
  void Promise.all([current.start(navigator.onLine !== false), failedLoaded]).then(() => {
    for (const item of current.pending) addMessages(item.chatId, [pendingView(item, options.me.id)]);
    for (const item of failed) addMessages(item.chatId, [failedView(item, options.me.id)]);
  });
}

/** Sends a refused message again with its clientId, so it is stored (and delivered) once. */
export async function retryMessage(clientId: string): Promise<void> {
  const item = failed.find((m) => m.clientId === clientId);
  if (!client || !item) return;
  failed = withoutFailed(failed, clientId);
  markRetrying(clientId);
  const { reason: _reason, ...outgoing } = item;
  await Promise.all([saveFailed(), client.send(outgoing)]);
}

/** Throws a refused message away. */
export async function discardMessage(clientId: string): Promise<void> {
  failed = withoutFailed(failed, clientId);
  removeMessage(clientId);
  await saveFailed();
}

/** The user left the chat area: no reconnection. */
export function stopChat(): void {
  teardown?.();
  teardown = undefined;
  client?.stop();
  client = undefined;
  failed = [];
  failedStore = undefined;
  flasher.stop();
  resetChatState();
}

/** Shows the message at once and sends it (now, or once the socket is back). */
export async function sendChatMessage(input: Omit<WsSend, 'clientId'>): Promise<void> {
  const me = chatState.me;
  if (!client || !me) return;
  const item: Outgoing = { ...input, clientId: crypto.randomUUID() };
  addMessages(item.chatId, [pendingView(item, me.id)]);
  await client.send(item);
}

/** The kept history first, then the server's newest 100 merged in. */
export async function loadHistory(chatId: string, type: number): Promise<void> {
  const me = chatState.me;
  if (!me) return;
  const kept = await getChatMessages<ChatMessage>(host, me.id, chatId).catch(() => []);
  const pending = (client?.pending ?? []).filter((item) => item.chatId === chatId);
  const refused = failed.filter((item) => item.chatId === chatId);
  addMessages(chatId, [
    ...kept,
    ...pending.map((item) => pendingView(item, me.id)),
    ...refused.map((item) => failedView(item, me.id)),
  ]);
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
