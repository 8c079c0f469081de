import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS, CHAT_PREFIX } from '@/shared/contracts/chat';
import { authed, signIn } from './support/sign-in';
import { TARGETS } from './support/test-app';
import { type ChatTestApp, chatCall, createChatTestApp, multipartBody } from './support/chat-support';

const MB = 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n');
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00');
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);

describe.each(TARGETS)('chat files on %s', (target) => {
  let t: ChatTestApp;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let groupId: string;

  const upload = async (
    who: string | undefined,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
  ) => {
    const { payload, contentType } = await multipartBody(fields, file);
    const res = await t.app.inject({
      method: 'POST',
      url: `${CHAT_PREFIX}${CHAT_PATHS.files}?langCode=en`,
      payload,
      headers: { ...(who ? authed(token[who] as string) : {}), 'content-type': contentType },
    });
    return { status: res.statusCode, ...res.json() };
  };
  const fetchFile = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? authed(token[who] as string) : {} });

  beforeAll(async () => {
    t = await createChatTestApp(target);
    for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
      id[row.login_name] = row.id;
    }
    for (const name of ['buyer01', 'agent01', 'supplier01']) token[name] = await signIn(t, name);
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.buyer01, { body: { friendId: id.agent01 } });
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.agent01, { body: { friendId: id.buyer01 } });
    const group = await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, {
      body: { name: '文件群', userIds: [id.agent01] },
    });
    groupId = group.data.id;
  });
  afterAll(async () => t.close());

  it('stores an image and serves it to the people of the chat only', async () => {
    const data = padded(PNG, 2048);
    const res = await upload(
      'buyer01',
      { chatId: id.agent01 as string, chatType: '0' },
      { name: '现场照片.png', data },
    );
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      data: { messageType: '1', mime: 'image/png', size: 2048 },
    });
    expect(res.data.fileName).toBe('现场照片.png');
    expect(res.data.url).toBe(`${CHAT_PREFIX}/api/sys/files/${res.data.id}`);

    for (const who of ['buyer01', 'agent01']) {
      const got = await fetchFile(res.data.url, who);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(String(got.headers['content-disposition'])).toMatch(/^inline;.*filename\*=UTF-8''/);
      expect(got.rawPayload.equals(data)).toBe(true);
    }
    const outsider = await fetchFile(res.data.url, 'supplier01');
    expect(outsider.json()).toMatchObject({ code: 403, data: null });
    expect((await fetchFile(res.data.url)).json()).toMatchObject({ code: 401 });
    expect((await fetchFile(`${CHAT_PREFIX}/api/sys/files/nope`, 'buyer01')).json()).toMatchObject({
      code: 404,
    });
  });

  it.each([
    ['a recorded voice blob without extension', 'blob', WEBM, 4096, '3'],
    ['a 15 MB pdf', 'tender.pdf', PDF, 15 * MB, '2'],
    ['an image of exactly 10 MB', 'big.png', PNG, 10 * MB, '1'],
  ])('accepts %s', async (_label, name, head, size, messageType) => {
    const res = await upload(
      'agent01',
      { chatId: groupId, chatType: '1' },
      { name, data: padded(head, size) },
    );
    expect(res).toMatchObject({ code: 200, data: { messageType, size } });
    expect((await fetchFile(res.data.url, 'buyer01')).statusCode).toBe(200);
  });

  it.each([
    ['a program', 'setup.exe', EXE, 1024, /cannot be sent/],
    ['a pdf named as an image', 'photo.png', PDF, 1024, /cannot be sent/],
    ['unknown bytes without extension', 'blob', EXE, 1024, /cannot be sent/],
    ['an image over 10 MB', 'big.png', PNG, 10 * MB + 1, /too large/],
    ['a file over 20 MB', 'huge.pdf', PDF, 20 * MB + 1, /too large/],
  ])('refuses %s', async (_label, name, head, size, message) => {
    const res = await upload(
      'buyer01',
      { chatId: groupId, chatType: '1' },
      { name, data: padded(head, size) },
    );
    expect(res).toMatchObject({ status: 200, code: 400 });
    expect(res.message).toMatch(message);
  });

  it('refuses uploads without a token, without a chat, without a file or to a chat one may not write in', async () => {
    const file = { name: 'a.png', data: padded(PNG, 100) };
    expect(await upload(undefined, { chatId: groupId, chatType: '1' }, file)).toMatchObject({ code: 401 });
    expect(await upload('buyer01', { chatType: '1' }, file)).toMatchObject({ code: 400, field: 'chatId' });
    expect(await upload('buyer01', { chatId: groupId, chatType: '1' })).toMatchObject({ code: 400 });
    expect(await upload('supplier01', { chatId: groupId, chatType: '1' }, file)).toMatchObject({ code: 403 });
    // Uploading is part of sending: friends only.
    expect(await upload('supplier01', { chatId: id.buyer01 as string, chatType: '0' }, file)).toMatchObject({
      code: 403,
    });
  });

  it('answers malformed multipart bodies with the chat’s bad-request refusal, never a server error', async () => {
    const good = await multipartBody(
      { chatId: groupId, chatType: '1' },
      { name: 'a.png', data: padded(PNG, 4000) },
    );
    const boundary = /boundary=(.+)$/.exec(good.contentType)?.[1] as string;
    const raw = async (payload: Buffer | string, contentType: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${CHAT_PREFIX}${CHAT_PATHS.files}?langCode=en`,
        payload,
        headers: { ...authed(token.buyer01 as string), 'content-type': contentType },
      });
      return { status: res.statusCode, ...res.json() };
    };
    const cases: [string, Buffer | string, string][] = [
      ['truncated in the file', good.payload.subarray(0, good.payload.length - 1500), good.contentType],
      ['truncated in the headers', good.payload.subarray(0, 60), good.contentType],
      ['without a boundary parameter', good.payload, 'multipart/form-data'],
      ['with an empty boundary', good.payload, 'multipart/form-data; boundary='],
      ['with another boundary', good.payload, 'multipart/form-data; boundary=somethingelse'],
      ['garbage', Buffer.from('\x00\xff garbage \r\n\r\n--'.repeat(50), 'latin1'), good.contentType],
      ['empty', Buffer.alloc(0), good.contentType],
      [
        'a part without headers end',
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"`,
        good.contentType,
      ],
    ];
    for (const [name, payload, contentType] of cases) {
      const res = await raw(payload, contentType);
      expect({ name, status: res.status, code: res.code }).toEqual({ name, status: 200, code: 400 });
      expect(res.message, name).toBe(res.msg);
    }
    // Nothing half-stored: the group has no file from these.
    const stored = await t.database.db
      .selectFrom('chat_files')
      .select('id')
      .where('chat_id', '=', groupId)
      .execute();
    const before = stored.length;
    expect((await raw(good.payload, good.contentType)).code).toBe(200);
    const after = await t.database.db
      .selectFrom('chat_files')
      .select('id')
      .where('chat_id', '=', groupId)
      .execute();
    expect(after.length).toBe(before + 1);
  });
});
