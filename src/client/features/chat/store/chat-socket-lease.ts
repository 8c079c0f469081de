import { chatSocketUrl } from '../lib/socket-url';
import { type ChatWsClient, createChatWsClient } from '../ws-client';
import { emitChatConnected, emitChatFrame } from './chat-frames';

export interface ChatSocketHolder {
  token(): string | undefined;
  language(): string;
  /** The socket was closed with 4401: the session is over. */
  onInvalidToken(): void;
}

/**
 * The one chat socket while the chat itself is closed: other areas (notifications) hold it to get their
 * frames live. It sends no ready (so the chat's unread messages stay for the chat) and writes nothing.
 * When the chat opens, its own socket takes over (yieldChatSocket) and this one closes; when the chat
 * closes, this one comes back (resumeChatSocket). Either way there is one socket.
 */
let holders: ChatSocketHolder[] = [];
let client: ChatWsClient | undefined;
let chatOpen = false;
let teardown: (() => void) | undefined;

function close(): void {
  teardown?.();
  teardown = undefined;
  client?.stop();
  client = undefined;
}

function ensure(): void {
  const holder = holders[holders.length - 1];
  if (client || !holder || chatOpen) return;
  const current = createChatWsClient({
    url: () => chatSocketUrl(holder.token(), holder.language()),
    pending: { load: async () => [], save: async () => undefined },
    sendReady: false,
    onMessage: () => undefined,
    onFrame: emitChatFrame,
    onStatus: (status) => {
      if (status === 'open') emitChatConnected();
    },
    onInvalidToken: () => {
      close();
      holder.onInvalidToken();
    },
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
  void current.start(navigator.onLine !== false);
}

/** Keeps the chat socket open for the holder's frames until the returned release is called. */
export function holdChatSocket(holder: ChatSocketHolder): () => void {
  // Each hold is its own entry: the same holder may hold twice and release once.
  const entry = { ...holder };
  holders = [...holders, entry];
  ensure();
  return () => {
    holders = holders.filter((h) => h !== entry);
    if (holders.length === 0) close();
  };
}

/** The chat opened its own socket: frames come through it now. */
export function yieldChatSocket(): void {
  chatOpen = true;
  close();
}

/** The chat closed its socket: the holders' socket comes back. */
export function resumeChatSocket(): void {
  chatOpen = false;
  ensure();
}
