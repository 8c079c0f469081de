import { WEBSOCKET_TIMINGS, WS_CODE } from '@/shared/codes/constants';
import {
  type ChatMessage,
  type ChatWsError,
  type ChatWsFrame,
  type ChatWsNotice,
  WS_CLOSE_INVALID_TOKEN,
  WS_ERROR_CODE,
  WS_NOTICE_CODE,
} from '@/shared/contracts/chat-ws';
import { createSendQueue } from './ws-send-queue';
import type { ChatWsClientDeps, ChatWsStatus, Outgoing, SocketLike } from './ws-types';

const OPEN = 1;

/**
 * The chat socket of spec 4: on open it sends ready and pings every 5 s; a ping not answered within
 * 5 s, a close or an error reconnect after 4 s unless the user closed it; 4401 ends it. The
 * outgoing messages and their order (uploads first) are the send queue's (ws-send-queue.ts).
 */
export function createChatWsClient(deps: ChatWsClientDeps) {
  const pingMs = deps.pingMs ?? WEBSOCKET_TIMINGS.PING_MS;
  const reconnectMs = deps.reconnectMs ?? WEBSOCKET_TIMINGS.RECONNECT_MS;
  const createSocket = deps.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);

  let socket: SocketLike | undefined;
  let status: ChatWsStatus = 'idle';
  let stopped = true;
  let offline = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: ChatWsStatus) => {
    if (status === next) return;
    status = next;
    deps.onStatus?.(next);
  };
  const write = (code: number, message: unknown) => socket?.send(JSON.stringify({ code, message }));
  const isOpen = () => status === 'open' && socket?.readyState === OPEN;
  const queue = createSendQueue(deps, { canWrite: isOpen, write: (item) => write(WS_CODE.MESSAGE, item) });

  const clearTimers = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    pingTimer = undefined;
    pongTimer = undefined;
  };

  const scheduleReconnect = () => {
    if (stopped || offline || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, reconnectMs);
  };

  /** The socket is gone (closed, failed or silent): forget it and try again later. */
  const drop = (closeCode?: number) => {
    const old = socket;
    socket = undefined;
    clearTimers();
    if (old) {
      old.onopen = old.onclose = old.onerror = old.onmessage = null;
      if (closeCode === undefined) old.close();
    }
    if (closeCode === WS_CLOSE_INVALID_TOKEN.code) {
      stopped = true;
      setStatus('unauthorized');
      deps.onInvalidToken?.();
      return;
    }
    if (stopped) return;
    setStatus(offline ? 'offline' : 'closed');
    scheduleReconnect();
  };

  const receive = (raw: unknown) => {
    clearTimeout(pongTimer);
    pongTimer = undefined;
    let frame: ChatWsFrame;
    try {
      frame = JSON.parse(String(raw)) as ChatWsFrame;
    } catch {
      return;
    }
    if (frame.code === WS_CODE.MESSAGE) {
      const message = frame.message as ChatMessage;
      if (message.mine) queue.acknowledge(message.clientId);
      deps.onMessage(message);
    } else if (frame.code === WS_ERROR_CODE) {
      const error = frame.message as ChatWsError;
      const refused = error.clientId ? queue.find(error.clientId) : undefined;
      queue.acknowledge(error.clientId);
      deps.onRefused?.(error, refused);
    } else if (frame.code === WS_NOTICE_CODE) {
      deps.onNotice?.(frame.message as ChatWsNotice);
    } else if (frame.code === WS_CODE.READ) {
      deps.onRead?.(frame.message as { chatId: string; type: number });
    } else if (frame.code !== WS_CODE.PING) {
      deps.onFrame?.(frame);
    }
  };

  const ping = () => {
    if (!isOpen()) return;
    write(WS_CODE.PING, 'ping');
    pongTimer ??= setTimeout(() => drop(), pingMs);
  };

  function connect() {
    if (stopped || offline || socket) return;
    setStatus('connecting');
    const current = createSocket(deps.url());
    socket = current;
    queue.newConnection();
    current.onopen = () => {
      setStatus('open');
      if (deps.sendReady !== false) write(WS_CODE.READY, 'ready');
      pingTimer = setInterval(ping, pingMs);
      deps.onReady?.();
      void queue.loaded?.then(() => socket === current && queue.flush());
    };
    current.onmessage = (event) => receive(event.data);
    current.onclose = (event) => drop(event.code);
    current.onerror = () => drop();
  }

  return {
    get status() {
      return status;
    },
    /** Pending messages, oldest first (a copy). */
    get pending(): Outgoing[] {
      return queue.items;
    },
    /** Opens the socket (the chat dialog opened); `online` false waits for setOnline(true). */
    start(online = true) {
      stopped = false;
      offline = !online;
      const loaded = queue.load();
      if (offline) setStatus('offline');
      else connect();
      return loaded;
    },
    /** The user closed the chat: no reconnect. */
    stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      drop();
      setStatus('idle');
    },
    /** The browser's online/offline events: offline drops the socket, online reconnects at once. */
    setOnline(online: boolean) {
      offline = !online;
      if (!online) {
        clearTimeout(reconnectTimer);
        reconnectTimer = undefined;
        if (socket) drop();
        else if (!stopped) setStatus('offline');
      } else if (!stopped && !socket) {
        clearTimeout(reconnectTimer);
        reconnectTimer = undefined;
        connect();
      }
    },
    /** Queues the message (kept until acknowledged) and sends it now if the socket is open. */
    send(message: Outgoing): Promise<void> {
      return queue.send(message);
    },
    /** Takes back a message whose file still waits to be uploaded (not one being uploaded now). */
    discard(clientId: string): boolean {
      return queue.discard(clientId);
    },
    /** Read receipt: everything in the chat up to now is read. */
    read(chatId: string, type: number): boolean {
      if (!isOpen()) return false;
      write(WS_CODE.READ, { chatId, type });
      return true;
    },
  };
}

export type ChatWsClient = ReturnType<typeof createChatWsClient>;
