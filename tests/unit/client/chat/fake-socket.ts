import type { SocketLike } from '@/client/features/chat/ws-types';

/** A WebSocket the test drives: it records what the client writes and plays the server's part. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { code: number; message: unknown }[] = [];
  closedByClient = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('socket not open');
    this.sent.push(JSON.parse(data) as { code: number; message: unknown });
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(frame: { code: number; message: unknown }): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  codes(): number[] {
    return this.sent.map((f) => f.code);
  }
}

/** Every socket the client made, newest last. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    get last(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket yet');
      return socket;
    },
  };
}
