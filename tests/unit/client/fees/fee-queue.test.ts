import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { createOutboxSend } from '@/client/data/outbox';
import { isMultipartBody, multipartBody, requestDataOf } from '@/client/data/outbox-multipart';
import { queueVoucher, voucherEntityKey } from '@/client/features/fees/api/queue-voucher';
import { FEE_PATHS } from '@/shared/contracts/fee-paths';
import { blob, freshDb } from '../data/data-helpers';
import { failure, harness, networkDown, stopAll } from '../data/replayer-harness';

beforeEach(() => freshDb());
afterEach(async () => {
  stopAll();
  await closeDb();
});

describe('a fee voucher through the outbox', () => {
  it('keeps the file on the device with its fields, under the fee of the project', async () => {
    const entry = await queueVoucher({
      userId: 'u1',
      projectId: 'p1',
      kind: '01',
      file: blob('%PDF-1.4 voucher', 'application/pdf'),
      fileName: '凭证.pdf',
    });
    expect(entry).toMatchObject({
      method: 'POST',
      path: FEE_PATHS.upload,
      entityKey: voucherEntityKey('p1', '01'),
    });
    const db = await getDb();
    const stored = await db.outbox.get(entry.seq);
    expect(isMultipartBody(stored?.body)).toBe(true);
    if (!isMultipartBody(stored?.body)) return;
    expect(stored.body.fields).toMatchObject({ projectId: 'p1', kind: '01' });
    expect(stored.body.fields.voucherId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(stored.body.fileName).toBe('凭证.pdf');
    expect(await stored.body.file.text()).toBe('%PDF-1.4 voucher');
  });

  it('a new voucher of the same fee drops the refused ones; other fees and users keep theirs', async () => {
    const db = await getDb();
    const file = blob('x', 'image/png');
    const refused = await queueVoucher({
      userId: 'u1',
      projectId: 'p1',
      kind: '01',
      file,
      fileName: 'a.png',
    });
    const bail = await queueVoucher({ userId: 'u1', projectId: 'p1', kind: '02', file, fileName: 'b.png' });
    await db.outbox.update(refused.seq, { status: 'rejected' });
    await db.outbox.update(bail.seq, { status: 'rejected' });
    const again = await queueVoucher({ userId: 'u1', projectId: 'p1', kind: '01', file, fileName: 'c.png' });
    const left = (await db.outbox.toArray()).map((e) => e.seq);
    expect(left).toEqual([bail.seq, again.seq]);
  });

  it('is sent as a multipart form rebuilt from the stored body, with the entry key', async () => {
    const calls: { url: string; data: unknown; idempotencyKey?: string | undefined }[] = [];
    const send = createOutboxSend({
      request: async (options) => {
        calls.push({ url: options.url, data: options.data, idempotencyKey: options.idempotencyKey });
        return {};
      },
    } as Parameters<typeof createOutboxSend>[0]);
    const body = multipartBody(
      { projectId: 'p1', kind: '02', voucherId: 'v-00000001' },
      new Blob(['png']),
      'b.png',
    );
    await send({
      idempotencyKey: 'key-1',
      method: 'POST',
      path: FEE_PATHS.upload,
      body,
      userId: 'u1',
      entityKey: 'e',
      createdAt: 0,
      attempts: 1,
      status: 'inflight',
      nextAttemptAt: 0,
    });
    expect(calls).toHaveLength(1);
    const form = calls[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('projectId')).toBe('p1');
    expect(form.get('voucherId')).toBe('v-00000001');
    expect((form.get('file') as File).name).toBe('b.png');
    expect(calls[0]?.idempotencyKey).toBe('key-1');
    // Anything else goes as it is.
    expect(requestDataOf({ a: 1 })).toEqual({ a: 1 });
  });

  it('waits offline and goes once when the connection is back, under the same key', async () => {
    let online = false;
    const h = harness(() => {
      if (!online) throw networkDown();
      return {};
    });
    h.replayer.start();
    const entry = await queueVoucher({
      userId: 'u1',
      projectId: 'p1',
      kind: '01',
      file: blob('png', 'image/png'),
      fileName: 'a.png',
    });
    await h.replayer.poke();
    const db = await getDb();
    expect((await db.outbox.get(entry.seq))?.status).toBe('pending');
    online = true;
    h.target.dispatchEvent(new Event('online'));
    await h.replayer.poke();
    expect(await db.outbox.get(entry.seq)).toBeUndefined();
    const keys = h.send.mock.calls.map(([e]) => e.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([entry.idempotencyKey]));
    const sent = h.send.mock.calls.at(-1)?.[0].body as { fileName?: string; fields?: object } | undefined;
    expect(sent).toMatchObject({ fileName: 'a.png', fields: { projectId: 'p1', kind: '01' } });
  });

  it('a refusal (wrong file) is kept for the sync centre, not retried', async () => {
    const h = harness(() => {
      throw failure(400, '1001');
    });
    h.replayer.start();
    const entry = await queueVoucher({
      userId: 'u1',
      projectId: 'p1',
      kind: '01',
      file: blob('x'),
      fileName: 'a.png',
    });
    await h.replayer.poke();
    const db = await getDb();
    expect((await db.outbox.get(entry.seq))?.status).toBe('rejected');
    expect(h.send).toHaveBeenCalledTimes(1);
  });
});
