import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_CODE } from '@/shared/codes/constants';
import { CHAT_CODE, CHAT_WS_PATH } from '@/shared/contracts/chat';
import {
  WS_CLOSE_INVALID_TOKEN,
  WS_ERROR_CODE,
  wsReadSchema,
  wsSendSchema,
} from '@/shared/contracts/chat-ws';
import { randomId } from '@/shared/format/random-id';
import { TOKEN_NAME } from '../../plugins/auth';
import { languageOf } from '../../lib/request-context';
import { translate } from '../../lib/translate';
import { parseInput } from '../../lib/validate';
import type { ChatConnection } from './chat-fanout';
import type { ChatService } from './chat-service';
import { chatErrorBody } from './chat-errors';
import { allowedOriginsOf, originAllowed } from './ws-origin';

/** Frames are small: a text message is at most 5000 characters. */
const MAX_FRAME_BYTES = 64 * 1024;
/**
 * Ended sessions (logout, stop, password reset) close their sockets at once through the hub; expiry
 * is noticed by a frame after this long, or by the heartbeat.
 */
const SESSION_RECHECK_MS = 60 * 1000;
/** Sockets that stop answering protocol pings are dropped; the session is checked again too. */
const HEARTBEAT_MS = 30 * 1000;

function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown>;
  const header = request.headers[TOKEN_NAME.toLowerCase()];
  const fromQuery = typeof query.token === 'string' ? query.token : undefined;
  return fromQuery || (typeof header === 'string' ? header : undefined) || request.cookies?.[TOKEN_NAME];
}

/** Some clients send the frame's message as JSON text. */
function payloadOf(message: unknown): unknown {
  if (typeof message !== 'string') return message;
  try {
    return JSON.parse(message);
  } catch {
    return message;
  }
}

/**
 * The websocket at /bidprocurement/vim-chat-ws?token=...: frames JSON {code, message}. The upgrade
 * is refused (403) to a page of a foreign origin (ALLOWED_ORIGINS adds origins to the app's own).
 */
export function chatWebsocketRoutes(chat: ChatService, env: NodeJS.ProcessEnv = process.env) {
  const allowedOrigins = allowedOriginsOf(env.ALLOWED_ORIGINS);
  return async (app: FastifyInstance) => {
    if (!app.hasDecorator('websocketServer')) {
      await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    }

    const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
      if (originAllowed(request, allowedOrigins)) return;
      request.log.warn({ origin: request.headers.origin }, 'chat socket refused: foreign origin');
      const message = translate(languageOf(request), 'errors:forbidden');
      await reply.code(403).send({ code: CHAT_CODE.FORBIDDEN, message, msg: message, data: null });
    };

    const config = { access: 'public' as const };
    app.get(
      CHAT_WS_PATH,
      { websocket: true, config, preValidation: checkOrigin },
      (socket: WebSocket, request) => {
        const lang = languageOf(request);
        const token = tokenOf(request);
        let connection: ChatConnection | undefined;
        let checkedAt = Date.now();
        let alive = true;

        const sendText = (text: string) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        };
        const send = (frame: unknown) => sendText(JSON.stringify(frame));
        const refuse = (error: unknown, clientId?: string) => {
          const body = chatErrorBody(error, lang, request.log);
          send({
            code: WS_ERROR_CODE,
            message: { code: body.code, msg: body.msg, ...(clientId ? { clientId } : {}) },
          });
        };
        const closeInvalid = () => socket.close(WS_CLOSE_INVALID_TOKEN.code, WS_CLOSE_INVALID_TOKEN.reason);

        const recheck = async (): Promise<boolean> => {
          if (socket.readyState !== socket.OPEN) return false;
          checkedAt = Date.now();
          if (await chat.actorOf(token)) return true;
          closeInvalid();
          return false;
        };
        const stillSignedIn = async (): Promise<boolean> =>
          Date.now() - checkedAt < SESSION_RECHECK_MS || recheck();

        const handle = async (conn: ChatConnection, raw: string) => {
          let frame: { code?: unknown; message?: unknown };
          try {
            frame = JSON.parse(raw);
          } catch {
            return refuse(new SyntaxError('frame is not JSON'));
          }
          if (!(await stillSignedIn())) return;
          const payload = payloadOf(frame?.message);
          const clientId =
            payload &&
            typeof payload === 'object' &&
            typeof (payload as { clientId?: unknown }).clientId === 'string'
              ? (payload as { clientId: string }).clientId
              : undefined;
          try {
            switch (frame?.code) {
              case WS_CODE.PING:
                return send({ code: WS_CODE.PING, message: 'pong' });
              case WS_CODE.READY:
                for (const message of await chat.messages.unread(conn.userId)) {
                  send({ code: WS_CODE.MESSAGE, message });
                }
                return;
              case WS_CODE.MESSAGE: {
                const input = parseInput(wsSendSchema, payload);
                // The acknowledgement is the text the sender's other sockets got.
                return sendText((await chat.post(conn.userId, input, conn.id)).text);
              }
              case WS_CODE.READ: {
                const input = parseInput(wsReadSchema, payload);
                await chat.read(conn.userId, input.type, input.chatId, conn.id);
                return;
              }
              default:
                return refuse(new SyntaxError('unknown frame code'), clientId);
            }
          } catch (error) {
            return refuse(error, clientId);
          }
        };

        // Frames are handled one after another in arrival order; those arriving before the token is
        // checked wait for it.
        let chain: Promise<unknown> = chat.actorOf(token).then((actor) => {
          if (!actor) return closeInvalid();
          connection = {
            id: randomId(),
            userId: actor.userId,
            sessionId: actor.sessionId ?? null,
            send: sendText,
            recheck,
          };
          chat.hub.add(connection);
        });
        chain = chain.catch((error) => {
          request.log.error({ err: error }, 'chat socket could not start');
          socket.close(1011, 'server error');
        });

        socket.on('message', (data) => {
          alive = true;
          const raw = data.toString();
          chain = chain
            .then(() => (connection ? handle(connection, raw) : undefined))
            .catch((error) => request.log.error({ err: error }, 'chat frame failed'));
        });
        socket.on('pong', () => {
          alive = true;
        });
        const heartbeat = setInterval(() => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
          // A silent socket still receives: its session's expiry must close it too.
          if (connection)
            recheck().catch((error) => request.log.warn({ err: error }, 'chat session recheck failed'));
        }, HEARTBEAT_MS);
        heartbeat.unref();
        socket.on('close', () => {
          clearInterval(heartbeat);
          void chain.then(() => {
            if (connection) chat.hub.remove(connection);
          });
        });
      },
    );
  };
}
