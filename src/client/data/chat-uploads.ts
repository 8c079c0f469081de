import { withDb } from '@/client/data/db';
import type { ChatUploadRow } from '@/client/data/db-schema';

export type ChatUploadInput = Omit<ChatUploadRow, 'host' | 'userId'>;

/**
 * Files of chat messages not yet uploaded, per host and user like the rest of the chat data: a voice
 * recording or a picked file survives being offline, a failed upload and a reload until it is sent or
 * the user discards it. A quota error is thrown to the caller, which tells the user.
 */
export function chatUploadStore(host: string, userId: string) {
  return {
    put: (upload: ChatUploadInput) => withDb((db) => db.chatUploads.put({ ...upload, host, userId })),
    get: (clientId: string) => withDb((db) => db.chatUploads.get([host, userId, clientId])),
    remove: (clientId: string) => withDb((db) => db.chatUploads.delete([host, userId, clientId])),
    /** The user's kept files, oldest first. */
    list: async () =>
      (await withDb((db) => db.chatUploads.where('[host+userId]').equals([host, userId]).toArray())).sort(
        (a, b) => a.createdAt - b.createdAt,
      ),
  };
}
