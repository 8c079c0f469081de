import { describe, expect, it, vi } from 'vitest';
import { createChatWsClient } from '@/client/features/chat/ws-client';
import type { Outgoing, UploadOutcome } from '@/client/features/chat/ws-types';
import { WS_CODE } from '@/shared/codes/constants';
import { until } from '../data/data-helpers';
import { socketFactory } from './fake-socket';
import { memoryStore, outgoing } from './ws-harness';

const withFile = (n: number): Outgoing => ({
  ...outgoing(n),
  messageType: '2',
  content: `f${n}.pdf`,
  extend: { fileName: `f${n}.pdf` },
  upload: { fileName: `f${n}.pdf`, type: 'application/pdf', size: 3 },
});
const uploaded = (item: Outgoing): Outgoing => {
  const { upload: _upload, ...rest } = item;
  return { ...rest, extend: { ...rest.extend, url: `/files/${item.clientId}` } };
};

function setup(upload: (item: Outgoing) => Promise<UploadOutcome>) {
  const factory = socketFactory();
  const pending = memoryStore();
  const onRefused = vi.fn();
  const client = createChatWsClient({
    url: () => 'ws://test/chat',
    createSocket: factory.create,
    pending,
    upload: vi.fn(upload),
    onMessage: () => undefined,
    onRefused,
  });
  const sent = () =>
    factory.sockets.flatMap((s) =>
      s.sent.filter((f) => f.code === WS_CODE.MESSAGE).map((f) => f.message as Outgoing),
    );
  return { client, factory, pending, onRefused, sent };
}

describe('chat websocket client: messages with a file to upload first', () => {
  it('holds later messages until the file before them is uploaded, then sends both in order', async () => {
    let finish: (outcome: UploadOutcome) => void = () => undefined;
    const { client, factory, pending, sent } = setup(
      () => new Promise<UploadOutcome>((resolve) => (finish = resolve)),
    );
    await client.start();
    factory.last.open();
    await client.send(withFile(1));
    await client.send(outgoing(2));
    expect(sent()).toEqual([]);
    finish({ kind: 'ready', message: uploaded(withFile(1)) });
    await until(() => sent().length === 2);
    expect(sent().map((m) => [m.clientId, m.extend?.url])).toEqual([
      ['c1', '/files/c1'],
      ['c2', undefined],
    ]);
    expect(sent()[0]).not.toHaveProperty('upload');
    // The queue keeps the uploaded form: a reconnection does not upload again.
    await until(() => pending.saved[0]?.upload === undefined);
  });

  it('a refused upload leaves the queue as refused and the next message goes out', async () => {
    const { client, factory, onRefused, sent } = setup(async () => ({ kind: 'failed', reason: 'too big' }));
    await client.start();
    factory.last.open();
    await client.send(withFile(1));
    await client.send(outgoing(2));
    await until(() => sent().length === 1);
    expect(sent()[0]?.clientId).toBe('c2');
    expect(onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'too big', clientId: 'c1' }),
      expect.objectContaining({ clientId: 'c1', upload: expect.anything() }),
    );
    expect(client.pending.map((m) => m.clientId)).toEqual(['c2']);
  });

  it('waiting (offline) keeps everything queued and tries again on the next connection', async () => {
    let outcome: UploadOutcome = { kind: 'wait' };
    const { client, factory, sent } = setup(async () => outcome);
    await client.start();
    factory.last.open();
    await client.send(withFile(1));
    await client.send(outgoing(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent()).toEqual([]);
    expect(client.pending.map((m) => m.clientId)).toEqual(['c1', 'c2']);

    outcome = { kind: 'ready', message: uploaded(withFile(1)) };
    factory.last.serverClose();
    client.setOnline(true);
    factory.last.open();
    await until(() => sent().length === 2);
    expect(sent().map((m) => m.clientId)).toEqual(['c1', 'c2']);
  });
});
