import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_PATHS,
  chatFileFieldsSchema,
  chatMessagesPageQuerySchema,
  chatMessagesQuerySchema,
} from '@/shared/contracts/chat';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { apiRoute } from '../../lib/api-route';
import { chatIdParamsSchema, chatRoutesOf } from './chat-route';
import { chatRefused } from './chat-ids';
import type { ChatService } from './chat-service';

const parseFields = (fields: Record<string, unknown>) => parseInput(chatFileFieldsSchema, fields);

const INLINE = /^(image|audio)\//;

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A failure while reading a multipart body (truncated, no or wrong boundary, garbage) is the
 * client's: the chat's bad request. Our own refusals and the size limits keep their messages.
 */
function asUploadRefusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') return error;
  return new AppError('BAD_REQUEST', { field: 'file', rule: 'multipart' });
}

/** History, the chat list and files. */
export function chatMessageRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const { messages, files } = chat;

    const route = chatRoutesOf(app);
    route({
      method: 'GET',
      url: CHAT_PATHS.messages,
      query: chatMessagesQuerySchema,
      handler: ({ query, ctx }) => messages.latest(ctx.actor.userId, query),
    });
    route({
      method: 'GET',
      url: CHAT_PATHS.messagesPage,
      query: chatMessagesPageQuerySchema,
      handler: ({ query, ctx }) => messages.page(ctx.actor.userId, query),
    });
    route({ method: 'GET', url: CHAT_PATHS.chats, handler: ({ ctx }) => messages.chats(ctx.actor.userId) });

    // Multipart: the fields chatId and chatType (before the file, or in the query) and one file; the
    // fields are parsed with their contract here, since they arrive inside the multipart stream.
    route({
      url: CHAT_PATHS.files,
      summary: 'multipart/form-data: chatId, chatType, file',
      handler: async ({ request }) => {
        if (!request.isMultipart()) throw chatRefused('fileMissing', 'file');
        let upload: { chatRef: ReturnType<typeof parseFields>; fileName: string; data: Buffer };
        try {
          const part = await request.file();
          if (!part) throw chatRefused('fileMissing', 'file');
          const fields: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
          for (const [name, field] of Object.entries(part.fields)) {
            if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
          }
          const chatRef = parseFields(fields);
          upload = { chatRef, fileName: part.filename, data: await part.toBuffer() };
        } catch (error) {
          throw asUploadRefusal(error);
        }
        const { chatRef, fileName, data } = upload;
        return files.upload(request.actor.userId, chatRef, { fileName, data });
      },
    });

    // The file itself (not an envelope); failures answer in the chat envelope.
    apiRoute(app, {
      method: 'GET',
      url: CHAT_PATHS.file,
      access: 'session',
      raw: true,
      params: chatIdParamsSchema,
      handler: async ({ params, request, reply }) => {
        const { row, file } = await files.open(request.actor.userId, params.id);
        if (!fs.existsSync(file)) throw new AppError('NOT_FOUND');
        reply
          .header('content-type', row.mime)
          .header('content-length', String(row.size))
          .header(
            'content-disposition',
            contentDisposition(INLINE.test(row.mime) ? 'inline' : 'attachment', row.file_name),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=86400');
        return reply.send(fs.createReadStream(file));
      },
    });
  };
}
