import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUploadStore } from '@/client/data/chat-uploads';
import { closeDb, getDb, kvGet } from '@/client/data/db';
import { uploadFile } from '@/client/features/chat/api/upload-file';
import { failedKey } from '@/client/features/chat/lib/failed-store';
import { startChat, stopChat } from '@/client/features/chat/store/chat-runtime';
import {
  discardMessage,
  retryMessage,
  sendAttachment,
  sendChatMessage,
} from '@/client/features/chat/store/chat-sending';
import { chatState } from '@/client/features/chat/store/chat-store';
import { ChatRequestError } from '@/client/lib/http/chat-request';
import { i18next } from '@/client/lib/i18n';
import { notifyError } from '@/client/ui/toaster';
import { WS_CODE } from '@/shared/codes/constants';
import { blob, freshDb, until } from '../data/data-helpers';
import type { FakeSocket } from './fake-socket';
import { chatUser, sentMessages, stubChatNetwork } from './runtime-harness';

vi.mock('@/client/features/chat/api/upload-file', () => ({ uploadFile: vi.fn() }));
vi.mock('@/client/ui/toaster', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const host = () => window.location.host;
const sockets: FakeSocket[] = [];
const last = () => sockets.at(-1) as FakeSocket;
const shown = () => chatState.messages['a:b'] ?? [];
type Sent = { clientId: string; messageType: string; content: string; extend?: Record<string, unknown> };
const sent = () => sentMessages<Sent>(sockets);
const upload = vi.mocked(uploadFile);
let online = true;

const fileInfo = (name: string, messageType = '1') => ({
  id: `f-${name}`,
  url: `/bidprocurement/vim-chat/api/sys/files/f-${name}`,
  fileName: name,
  mime: 'image/png',
  size: 3,
  messageType,
});

async function start(id = 'a', open = true) {
  startChat({ me: chatUser(id), token: () => 't', language: () => 'en', onInvalidToken: () => undefined });
  if (!online || !open) return;
  await until(() => sockets.length > 0 && last().readyState === 0);
  last().open();
}

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

const ackOf = (message: Sent, id: string) => ({
  code: WS_CODE.MESSAGE,
  message: {
    ...message,
    id,
    type: 0,
    chatType: 0,
    chatId: 'a:b',
    fromId: 'a',
    toId: 'b',
    extend: message.extend ?? null,
    aiTag: null,
    timestamp: Date.now(),
    createdAt: new Date().toISOString(),
    mine: true,
  },
});

const kept = (userId = 'a') => chatUploadStore(host(), userId).list();

beforeEach(async () => {
  await freshDb();
  stubChatNetwork(sockets);
  online = true;
  upload.mockReset();
  vi.mocked(notifyError).mockClear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  stopChat();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  closeDb();
});

describe('files and voice messages are never lost', () => {
  it('offline: keeps the file, survives a reload, and once online uploads and sends it in order, once', async () => {
    await start();
    setOnline(false);
    await sendAttachment(
      { chatId: 'a:b', chatType: 0 },
      { blob: blob('png', 'image/png'), fileName: 'p.png' },
    );
    await sendChatMessage({ chatId: 'a:b', chatType: 0, messageType: '0', content: 'written after' });
    expect(shown().map((m) => [m.messageType, m.content, m.pending])).toEqual([
      ['1', 'p.png', true],
      ['0', 'written after', true],
    ]);
    expect(upload).not.toHaveBeenCalled();
    const [file] = await kept();
    expect(file).toMatchObject({ chatId: 'a:b', fileName: 'p.png' });
    expect(await file?.blob.text()).toBe('png');

    // The page reloads while still offline: both messages are still there, waiting.
    stopChat();
    await start();
    await until(() => shown().length === 2);
    expect(shown().every((m) => m.pending)).toBe(true);

    upload.mockResolvedValue(fileInfo('p.png'));
    setOnline(true);
    last().open();
    await until(() => sent().length === 2);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.slice(0, 4)).toEqual(['a:b', 0, expect.anything(), 'p.png']);
    const [image, text] = sent();
    expect(image).toMatchObject({
      messageType: '1',
      content: 'p.png',
      extend: { url: fileInfo('p.png').url },
    });
    expect(image).not.toHaveProperty('upload');
    expect(text).toMatchObject({ content: 'written after' });

    last().receive(ackOf(image as Sent, 'm1'));
    last().receive(ackOf(text as Sent, 'm2'));
    await until(async () => (await kept()).length === 0);
    expect(shown().map((m) => [m.id, m.pending])).toEqual([
      ['m1', undefined],
      ['m2', undefined],
    ]);
    // A reconnection sends nothing again.
    const count = sockets.length;
    last().serverClose();
    setOnline(true);
    await until(() => sockets.length > count);
    last().open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent()).toHaveLength(2);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a text typed while the file is still being kept on the device does not overtake it', async () => {
    await start();
    setOnline(false);
    // Neither call is awaited before the next: the user picks a file and sends a line at once.
    const picture = sendAttachment(
      { chatId: 'a:b', chatType: 0 },
      { blob: blob('png', 'image/png'), fileName: 'first.png' },
    );
    const text = sendChatMessage({ chatId: 'a:b', chatType: 0, messageType: '0', content: 'second' });
    await Promise.all([picture, text]);
    expect(shown().map((m) => m.content)).toEqual(['first.png', 'second']);
    expect(shown()[0]?.localFile).toBe(true);

    upload.mockResolvedValue(fileInfo('first.png'));
    setOnline(true);
    last().open();
    await until(() => sent().length === 2);
    expect(sent().map((m) => m.content)).toEqual(['first.png', 'second']);
    last().receive(ackOf(sent()[0] as Sent, 'm1'));
    await until(async () => (await kept()).length === 0);
  });

  it('a refused upload stays as failed with its file (also after a reload); retry sends it once', async () => {
    await start();
    upload.mockRejectedValueOnce(
      new ChatRequestError({ message: 'Server error 500', type: 500, status: 500 }),
    );
    await sendAttachment({ chatId: 'a:b', chatType: 0 }, { blob: blob('doc'), fileName: 'notes.txt' });
    await until(() => shown()[0]?.failed !== undefined);
    expect(shown()[0]).toMatchObject({ messageType: '2', content: 'notes.txt', failed: 'Server error 500' });
    expect(sent()).toHaveLength(0);
    expect(notifyError).toHaveBeenCalledWith('Server error 500', expect.anything());
    expect(await (await kept())[0]?.blob.text()).toBe('doc');
    await until(async () => ((await kvGet<unknown[]>(failedKey(host(), 'a'))) ?? []).length === 1);

    stopChat();
    await start();
    await until(() => shown().length === 1);
    const clientId = shown()[0]?.clientId as string;
    expect(shown()[0]).toMatchObject({ failed: 'Server error 500' });

    upload.mockResolvedValueOnce(fileInfo('notes.txt', '2'));
    await retryMessage(clientId);
    await until(() => sent().length === 1);
    expect(sent()[0]).toMatchObject({
      clientId,
      messageType: '2',
      extend: { url: fileInfo('notes.txt').url },
    });
    last().receive(ackOf(sent()[0] as Sent, 'm1'));
    await until(async () => (await kept()).length === 0);
    await retryMessage(clientId);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(sent()).toHaveLength(1);
    expect(await kvGet<unknown[]>(failedKey(host(), 'a'))).toEqual([]);
  });

  it('discarding a failed upload removes the message and its file for good', async () => {
    await start();
    upload.mockRejectedValueOnce(new ChatRequestError({ message: 'Too large', type: 400, code: 400 }));
    await sendAttachment({ chatId: 'a:b', chatType: 0 }, { blob: blob('big'), fileName: 'big.zip' });
    await until(() => shown()[0]?.failed !== undefined);
    await discardMessage(shown()[0]?.clientId as string);
    expect(shown()).toEqual([]);
    expect(await kept()).toEqual([]);
    stopChat();
    await start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual([]);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a file waiting offline can be discarded: nothing is uploaded or sent once online', async () => {
    await start();
    setOnline(false);
    await sendAttachment({ chatId: 'a:b', chatType: 0 }, { blob: blob('draft'), fileName: 'draft.pdf' });
    await sendChatMessage({ chatId: 'a:b', chatType: 0, messageType: '0', content: 'still wanted' });
    expect(shown()[0]).toMatchObject({ pending: true, localFile: true });
    expect(shown()[1]?.localFile).toBeUndefined();
    await discardMessage(shown()[0]?.clientId as string);
    expect(shown().map((m) => m.content)).toEqual(['still wanted']);
    expect(await kept()).toEqual([]);
    // A text message waiting is not taken back by discard.
    await discardMessage(shown()[0]?.clientId as string);
    expect(shown()).toHaveLength(1);

    upload.mockResolvedValue(fileInfo('draft.pdf', '2'));
    setOnline(true);
    last().open();
    await until(() => sent().length === 1);
    expect(sent()[0]).toMatchObject({ content: 'still wanted' });
    expect(upload).not.toHaveBeenCalled();
  });

  it("keeps each user's files apart: another user signing in on the device sees and sends none", async () => {
    await start('a');
    setOnline(false);
    await sendAttachment({ chatId: 'a:b', chatType: 0 }, { blob: blob('mine'), fileName: 'a.txt' });
    stopChat();
    upload.mockResolvedValue(fileInfo('x.txt', '2'));
    setOnline(true);
    await start('c');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.values(chatState.messages).flat()).toEqual([]);
    expect(await kept('c')).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
    expect((await kept('a')).map((f) => f.fileName)).toEqual(['a.txt']);
  });

  it('a recorded voice goes the same way: uploaded as voice, sent with its length', async () => {
    await start();
    upload.mockResolvedValue({ ...fileInfo('v.webm', '3'), mime: 'audio/webm' });
    await sendAttachment(
      { chatId: 'a:b', chatType: 0 },
      { blob: blob('ogg', 'audio/webm'), fileName: 'v.webm', messageType: '3', seconds: 4 },
    );
    await until(() => sent().length === 1);
    expect(upload.mock.calls[0]?.[4]).toBe('3');
    expect(sent()[0]).toMatchObject({ messageType: '3', extend: { time: 4, url: fileInfo('v.webm').url } });
  });

  it('no room on the device: says so and still sends the file from the page', async () => {
    await start();
    vi.spyOn(i18next, 't').mockImplementation(((key: string) => key) as unknown as typeof i18next.t);
    const db = await getDb();
    vi.spyOn(db.chatUploads, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    upload.mockResolvedValue(fileInfo('p.png'));
    await sendAttachment(
      { chatId: 'a:b', chatType: 0 },
      { blob: blob('png', 'image/png'), fileName: 'p.png' },
    );
    expect(notifyError).toHaveBeenCalledWith('chat-more:upload.quota', expect.anything());
    await until(() => sent().length === 1);
    expect(sent()[0]).toMatchObject({ content: 'p.png', extend: { url: fileInfo('p.png').url } });
  });
});
