import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FlakyProxyOptions {
  targetPort: number;
  random: () => number;
  /** Share of requests whose connection is cut before anything reaches the server. */
  dropBefore: number;
  /** Share of requests the server handles but whose response is cut on the way back. */
  dropAfter: number;
}

export interface FlakyProxy {
  url: string;
  /** Where requests go from now on (the server came back on another port). */
  setTarget(port: number): void;
  stats: {
    received: number;
    forwarded: number;
    droppedBefore: number;
    droppedAfter: number;
    upstreamErrors: number;
  };
  close(): Promise<void>;
}

/** Mulberry32: deterministic pseudo-random numbers, so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An HTTP proxy that loses traffic the way a mobile network does: the connection dies before the
 * request arrives, or after the server applied it but before the answer reaches the client.
 */
export async function startFlakyProxy(options: FlakyProxyOptions): Promise<FlakyProxy> {
  let targetPort = options.targetPort;
  const stats = { received: 0, forwarded: 0, droppedBefore: 0, droppedAfter: 0, upstreamErrors: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      stats.received += 1;
      // Both rolls up front, so the sequence of faults does not depend on timing.
      const cutBefore = options.random() < options.dropBefore;
      const cutAfter = options.random() < options.dropAfter;
      if (cutBefore) {
        stats.droppedBefore += 1;
        req.socket.destroy();
        return;
      }
      stats.forwarded += 1;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: targetPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            if (cutAfter) {
              stats.droppedAfter += 1;
              req.socket.destroy();
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      // The server is restarting: a gateway error, as a real proxy would answer.
      upstream.on('error', () => {
        stats.upstreamErrors += 1;
        if (!res.headersSent) res.writeHead(502).end();
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget(next) {
      targetPort = next;
    },
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
