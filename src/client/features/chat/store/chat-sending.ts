import type { WsSend } from '@/shared/contracts/chat-ws';
import type { Outgoing } from '../ws-types';
import { type Attachment, attachmentOutgoing } from './chat-attachments';
import { chatSession } from './chat-runtime';
import { addMessages, chatState, markRetrying, pendingView, removeMessage } from './chat-store';

/** Shows the message at once and sends it (now, or once the socket is back). */
export async function sendChatMessage(input: Omit<WsSend, 'clientId'>): Promise<void> {
  const { client } = chatSession();
  const me = chatState.me;
  if (!client || !me) return;
  const item: Outgoing = { ...input, clientId: crypto.randomUUID() };
  addMessages(item.chatId, [pendingView(item, me.id)]);
  await client.send(item);
}

/**
 * Shows a file or voice message at once and keeps its file on the device; it is uploaded and sent in
 * turn with the other messages (now, or once the connection is back).
 */
export async function sendAttachment(
  target: { chatId: string; chatType: number },
  attachment: Attachment,
): Promise<void> {
  const { client, attachments: files } = chatSession();
  const me = chatState.me;
  if (!client || !me || !files) return;
  const item = attachmentOutgoing(target, attachment, crypto.randomUUID());
  // Queued before anything is awaited: a text typed while the file is still being written to the
  // device must not overtake it (the outbox order is the order the other side sees).
  const keeping = files.keep(item, attachment.blob);
  const sending = client.send(item);
  addMessages(item.chatId, [files.withKeptFile(pendingView(item, me.id), item)]);
  await Promise.all([keeping, sending]);
}

/** Sends a refused message again with its clientId, so it is stored (and delivered) once. */
export async function retryMessage(clientId: string): Promise<void> {
  const { client, failed } = chatSession();
  const item = failed?.items.find((m) => m.clientId === clientId);
  if (!client || !failed || !item) return;
  markRetrying(clientId);
  const { reason: _reason, ...outgoing } = item;
  await Promise.all([failed.remove(clientId), client.send(outgoing)]);
}

/** Throws a refused message away, or a file message still waiting to be uploaded. */
export async function discardMessage(clientId: string): Promise<void> {
  const { client, failed, attachments } = chatSession();
  const refused = failed?.items.some((m) => m.clientId === clientId) ?? false;
  if (!refused && !client?.discard(clientId)) return;
  removeMessage(clientId);
  await Promise.all([failed?.remove(clientId), attachments?.forget(clientId)]);
}
