/**
 * A child process of the chat fan-out bench (tests/bench/chat-fanout.ts): it holds websocket clients
 * away from the server's process and event loop, and reports delivery latencies over IPC. Both
 * servers speak the chat's frames: {code: 0} ping/pong, {code: 2, message: {content, ...}} messages.
 *
 * A message's content is `<tag>:<process.hrtime.bigint() at sending>`; the monotonic clock is shared
 * by every process of the machine, so a receiver subtracts it from its own reading.
 */
import WebSocket from 'ws';

export type ClientCommand =
  | { kind: 'connect'; set: string; urls: string[] }
  | {
      kind: 'send';
      set: string;
      frame: { chatId: string; chatType: number };
      count: number;
      intervalMs: number;
      tag: string;
    }
  | { kind: 'count'; tag: string }
  | { kind: 'report'; tag: string }
  | { kind: 'close' }
  | { kind: 'exit' };

export type ClientReply =
  | { kind: 'connected' }
  | { kind: 'sent' }
  | { kind: 'closed' }
  | { kind: 'received'; tag: string; count: number }
  | { kind: 'samples'; tag: string; latencies: number[] }
  | { kind: 'failed'; error: string };

/** Sockets by set (one set per server measured), each set's first socket sends. */
const sockets = new Map<string, WebSocket[]>();
/** Latencies in ms by tag; the sender's own acknowledgement (mine) is not a delivery. */
const received = new Map<string, number[]>();
const reply = (message: ClientReply) => process.send?.(message);
const CONNECT_BATCH = 50;
/** clientIds must differ: the app acknowledges a repeated one without delivering it again. */
let sentCount = 0;

function onFrame(data: WebSocket.RawData) {
  const now = process.hrtime.bigint();
  const frame = JSON.parse(data.toString()) as {
    code: number;
    message?: { content?: string; mine?: boolean };
  };
  const content = frame.code === 2 ? frame.message?.content : undefined;
  if (!content || frame.message?.mine) return;
  const [tag, sentAt] = content.split(':');
  if (!tag || !sentAt) return;
  let list = received.get(tag);
  if (!list) {
    list = [];
    received.set(tag, list);
  }
  list.push(Number(now - BigInt(sentAt)) / 1e6);
}

/** Opens the socket and waits for the answer to a ping: the app registers a socket after its token check. */
function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => {
      ws.once('message', () => {
        ws.on('message', onFrame);
        resolve(ws);
      });
      ws.send(JSON.stringify({ code: 0, message: 'ping' }));
    });
  });
}

async function connect(set: string, urls: string[]) {
  const mine: WebSocket[] = [];
  sockets.set(set, mine);
  for (let i = 0; i < urls.length; i += CONNECT_BATCH) {
    mine.push(...(await Promise.all(urls.slice(i, i + CONNECT_BATCH).map(open))));
  }
}

function closeAll() {
  for (const set of sockets.values()) for (const ws of set) ws.terminate();
  sockets.clear();
}

async function send(command: Extract<ClientCommand, { kind: 'send' }>) {
  const sender = sockets.get(command.set)?.[0];
  if (!sender) throw new Error('no socket to send from');
  for (let i = 0; i < command.count; i += 1) {
    sentCount += 1;
    const content = `${command.tag}:${process.hrtime.bigint()}`;
    sender.send(
      JSON.stringify({
        code: 2,
        message: { ...command.frame, content, clientId: `${process.pid}-${sentCount}` },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, command.intervalMs));
  }
}

process.on('message', (command: ClientCommand) => {
  const run = async () => {
    switch (command.kind) {
      case 'connect':
        await connect(command.set, command.urls);
        return reply({ kind: 'connected' });
      case 'send':
        await send(command);
        return reply({ kind: 'sent' });
      case 'report': {
        const latencies = received.get(command.tag) ?? [];
        received.delete(command.tag);
        return reply({ kind: 'samples', tag: command.tag, latencies });
      }
      case 'count':
        return reply({ kind: 'received', tag: command.tag, count: received.get(command.tag)?.length ?? 0 });
      case 'close':
        closeAll();
        return reply({ kind: 'closed' });
      case 'exit':
        closeAll();
        return process.disconnect?.();
    }
  };
  run().catch((error: unknown) => reply({ kind: 'failed', error: String(error) }));
});
