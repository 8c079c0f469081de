import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGE_TYPE } from '@/shared/codes/constants';
import { CHAT_PATHS, CHAT_PREFIX, chatPath } from '@/shared/contracts/chat';
import type { ChatFileInfo } from '@/shared/contracts/chat-models';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { ChatFileTable } from '../../db/schema-chat';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { chatForbidden, chatRefused } from './chat-ids';
import { CHAT_FILE_LIMITS, cleanFileName, detectChatFile } from './file-types';
import { lastSeqWithFile } from './messages-repository';
import type { ChatMessagesService } from './messages-service';

/** The largest upload any kind allows; the multipart reader stops there. */
export const CHAT_UPLOAD_MAX_BYTES = Math.max(...Object.values(CHAT_FILE_LIMITS));

export interface ChatUpload {
  fileName: string;
  data: Buffer;
}

/**
 * Chat uploads live under DATA_DIR/chat-files with random names; only the uploader and the people
 * of the chat the file was sent to may fetch them.
 */
export function createChatFilesService(deps: {
  database: Database;
  clock: Clock;
  dataDir: string;
  messages: ChatMessagesService;
}) {
  const { database, clock, messages } = deps;
  const dir = path.join(deps.dataDir, 'chat-files');
  const { db } = database;

  const info = (row: ChatFileTable, messageType: string): ChatFileInfo => ({
    id: row.id,
    url: `${CHAT_PREFIX}${chatPath(CHAT_PATHS.file, row.id)}`,
    fileName: row.file_name,
    mime: row.mime,
    size: row.size,
    messageType,
  });

  return {
    dir,

    async upload(
      userId: string,
      chat: { chatType: number; chatId: string; messageType?: string },
      upload: ChatUpload,
    ) {
      // Uploading is the first half of sending: the same people may do it.
      const ref = await messages.sendable(userId, chat.chatType, chat.chatId);
      const fileName = cleanFileName(upload.fileName);
      const detected = detectChatFile(fileName, upload.data.subarray(0, 64), upload.data.length);
      if (!detected.ok)
        throw detected.reason === 'size'
          ? chatRefused('fileTooLarge', 'file')
          : chatRefused('fileType', 'file');
      // A recorded voice must be audio (and an image an image), whatever its name says.
      if (chat.messageType && chat.messageType !== detected.kind.messageType)
        throw chatRefused(chat.messageType === MESSAGE_TYPE.VOICE ? 'voiceType' : 'fileType', 'file');
      const id = randomId();
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, id), upload.data, { mode: 0o600 });
      const row: ChatFileTable = {
        id,
        owner_id: userId,
        chat_type: ref.chatType,
        chat_id: ref.chatId,
        file_name: fileName,
        mime: detected.kind.mime,
        size: upload.data.length,
        path: id,
        created_at: clock.now().toISOString(),
      };
      await db.insertInto('chat_files').values(row).execute();
      return info(row, detected.kind.messageType);
    },

    /** The stored file, if the user may read it. */
    async open(userId: string, id: string): Promise<{ row: ChatFileTable; file: string }> {
      const row = await db.selectFrom('chat_files').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      if (row.owner_id !== userId) {
        let fromSeq: number;
        try {
          ({ fromSeq } = await messages.readable(userId, row.chat_type, row.chat_id));
        } catch {
          throw chatForbidden('notInChat');
        }
        // Sent only before the reader's history start: as hidden as the message that carried it.
        const sentAt = fromSeq > 0 ? await lastSeqWithFile(db, row.chat_id, row.id) : undefined;
        if (sentAt !== undefined && sentAt <= fromSeq) throw chatForbidden('notInChat');
      }
      return { row, file: path.join(dir, path.basename(row.path)) };
    },
  };
}
