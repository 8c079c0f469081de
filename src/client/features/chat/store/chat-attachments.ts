import { chatUploadStore } from '@/client/data/chat-uploads';
import { isQuotaError } from '@/client/data/storage-quota';
import { i18next } from '@/client/lib/i18n';
import { CHAT_ERROR_TYPES, ChatRequestError } from '@/client/lib/http/chat-request';
import { MESSAGE_TYPE, type MessageType } from '@/shared/codes/constants';
import { uploadFile } from '../api/upload-file';
import type { FailedOutgoing } from '../lib/failed-store';
import type { ViewMessage } from '../lib/merge-messages';
import type { Outgoing, UploadOutcome } from '../ws-types';
import { failedView, pendingView } from './chat-store';

/** A file or a recorded voice to send in a chat. */
export interface Attachment {
  blob: Blob;
  fileName: string;
  /** '3' for a recorded voice: the server checks the file is audio. */
  messageType?: MessageType;
  /** A voice's length in seconds. */
  seconds?: number;
}

/** The queued message of a file, until its upload gives it the file's address. */
export function attachmentOutgoing(
  target: { chatId: string; chatType: number },
  attachment: Attachment,
  clientId: string,
): Outgoing {
  const { blob, fileName, messageType, seconds } = attachment;
  const shownAs = messageType ?? (blob.type.startsWith('image/') ? MESSAGE_TYPE.IMAGE : MESSAGE_TYPE.FILE);
  return {
    ...target,
    clientId,
    messageType: shownAs,
    content: fileName,
    extend: seconds === undefined ? { fileName } : { fileName, time: seconds },
    upload: { fileName, type: blob.type, size: blob.size, messageType },
  };
}

export interface AttachmentDeps {
  /** The browser says it is offline: a network failure then waits for the connection. */
  isOffline(): boolean;
  notify(message: string): void;
}

const localUrlOf = (blob: Blob): string | undefined =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined;

/**
 * The files of one user's messages not yet sent: kept in Dexie (and in memory, so one the device
 * had no room for still goes out from this page) until the server stored the message or the user
 * discarded it.
 */
export function createAttachments(host: string, userId: string, deps: AttachmentDeps) {
  const store = chatUploadStore(host, userId);
  const memory = new Map<string, Blob>();
  const urls = new Map<string, string>();
  /** Device writes still under way: forgetting waits for them, so no copy is left behind. */
  const keeping = new Map<string, Promise<void>>();
  const blobOf = async (clientId: string) =>
    memory.get(clientId) ?? (await store.get(clientId).catch(() => undefined))?.blob;
  const shownWith = (view: ViewMessage, clientId: string, blob: Blob | undefined): ViewMessage => {
    const local = { ...view, localFile: true };
    let url = urls.get(clientId);
    if (!url && blob) {
      url = localUrlOf(blob);
      if (url) urls.set(clientId, url);
    }
    return url ? { ...local, extend: { ...view.extend, url } } : local;
  };
  /** A message not yet sent shows its own picture, file or voice from the device. */
  const withLocalFile = async (view: ViewMessage, item: Outgoing): Promise<ViewMessage> => {
    if (!item.upload) return view;
    const blob = urls.has(item.clientId) ? undefined : await blobOf(item.clientId);
    return shownWith(view, item.clientId, blob);
  };

  return {
    withLocalFile,
    /** The same for a file just kept, without waiting: it is shown in the order it was sent. */
    withKeptFile: (view: ViewMessage, item: Outgoing): ViewMessage =>
      shownWith(view, item.clientId, memory.get(item.clientId)),
    /** The memory copy is there at once (the upload may start before the device write ends). */
    keep(item: Outgoing, blob: Blob): Promise<void> {
      memory.set(item.clientId, blob);
      const written = store
        .put({
          clientId: item.clientId,
          chatId: item.chatId,
          fileName: item.upload?.fileName ?? item.content,
          blob,
          createdAt: Date.now(),
        })
        .then(
          () => undefined,
          (error: unknown) =>
            deps.notify(
              i18next.t(isQuotaError(error) ? 'chat-more:upload.quota' : 'chat-more:upload.notKept'),
            ),
        )
        .finally(() => keeping.delete(item.clientId));
      keeping.set(item.clientId, written);
      return written;
    },

    async upload(item: Outgoing): Promise<UploadOutcome> {
      const { upload, ...message } = item;
      if (!upload) return { kind: 'ready', message: item };
      const blob = await blobOf(item.clientId);
      if (!blob) return { kind: 'failed', reason: i18next.t('chat-more:upload.lost') };
      try {
        const info = await uploadFile(item.chatId, item.chatType, blob, upload.fileName, upload.messageType);
        const extend = { ...item.extend, url: info.url, fileName: info.fileName };
        return {
          kind: 'ready',
          message: {
            ...message,
            messageType: info.messageType as MessageType,
            content: info.fileName,
            extend,
          },
        };
      } catch (error) {
        const network = !(error instanceof ChatRequestError) || error.type === CHAT_ERROR_TYPES.NETWORK;
        if (network && deps.isOffline()) return { kind: 'wait' };
        const reason = !network && error instanceof Error ? error.message : '';
        return { kind: 'failed', reason: reason || i18next.t('chat-more:upload.failed') };
      }
    },

    /** The server stored the message, or the user threw it away: its file is not needed here any more. */
    async forget(clientId: string): Promise<void> {
      memory.delete(clientId);
      const url = urls.get(clientId);
      if (url) URL.revokeObjectURL(url);
      urls.delete(clientId);
      await keeping.get(clientId);
      await store.remove(clientId).catch(() => undefined);
    },

    /** Pending and refused messages as shown, a file not yet sent with its copy on the device. */
    keptViews(pending: readonly Outgoing[], refused: readonly FailedOutgoing[], meId: string) {
      return Promise.all([
        ...pending.map((item) => withLocalFile(pendingView(item, meId), item)),
        ...refused.map((item) => withLocalFile(failedView(item, meId), item)),
      ]);
    },

    stop(): void {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
      memory.clear();
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
