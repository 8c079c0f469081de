import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_ERROR_TYPES,
  CHAT_ROUTE,
  ChatRequestError,
  chatErrorTypeOf,
  createChatRequest,
} from '@/client/lib/http/chat-request';
import { removeCookie, setCookie } from '@/client/lib/http/cookies';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(
  respond: () => Response | Promise<Response> = () => json({ code: 200, data: { id: 1 } }),
  lang = false,
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => respond());
  const notify = { error: vi.fn() };
  const navigate = vi.fn();
  const t = vi.fn((key: string, vars?: Record<string, unknown>) =>
    vars ? `${key} ${JSON.stringify(vars)}` : key,
  );
  const client = createChatRequest({
    fetch,
    notify,
    t,
    navigate,
    ...(lang ? { getLanguage: () => 'en' } : {}),
  });
  const call = () => {
    const [input, init] = fetch.mock.calls[0] ?? [];
    return { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { client, fetch, notify, navigate, call };
}

async function rejection(promise: Promise<unknown>): Promise<ChatRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChatRequestError);
  return error as ChatRequestError;
}

afterEach(() => removeCookie('X-AUTH-TOKEN'));

describe('createChatRequest', () => {
  it('resolves body.data on code 200 and builds the vim-chat url', async () => {
    const { client, call, notify } = setup();
    await expect(client.get('api/sys/friends', { state: 0 })).resolves.toEqual({ id: 1 });
    expect(call().url).toBe('/bidprocurement/vim-chat/api/sys/friends?state=0');
    expect(call().init.method).toBe('GET');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('adds langCode only when a language source is given', async () => {
    const { client, call } = setup(undefined, true);
    await client.post('/users/my', { a: 1 });
    expect(call().url).toBe('/bidprocurement/vim-chat/users/my?langCode=en');
    expect(call().init.body).toBe('{"a":1}');
    expect(call().headers['Content-Type']).toBe('application/json;charset=UTF-8');
  });

  it.each<[string, string | undefined, string | undefined, string | undefined]>([
    ['explicit token wins', 'explicit', 'cookie', 'explicit'],
    ['cookie token otherwise', undefined, 'cookie', 'cookie'],
    ['no header without a token', undefined, undefined, undefined],
  ])('X-AUTH-TOKEN: %s', async (_name, explicit, cookie, expected) => {
    if (cookie) setCookie('X-AUTH-TOKEN', cookie);
    const { client, call } = setup();
    await client.request({ url: 'x', token: explicit });
    expect(call().headers['X-AUTH-TOKEN']).toBe(expected);
  });

  it.each([
    [500, CHAT_ERROR_TYPES.SERVER],
    [400, CHAT_ERROR_TYPES.PARAMETER],
    [404, undefined],
    [204, undefined],
  ])('HTTP status %i (not 200): status-code toast, rejected with type %s', async (status, type) => {
    const { client, notify } = setup(() => new Response(status === 204 ? null : 'x', { status }));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({ status, type });
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(`errors:chat.statusCode {"status":${status}}`, {
      closable: true,
    });
  });

  it('body code 401: navigates to the chat route and rejects without a toast', async () => {
    const { client, notify, navigate } = setup(() => json({ code: 401, message: 'token expired' }));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({ code: 401, type: CHAT_ERROR_TYPES.TOKEN, message: 'token expired' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(CHAT_ROUTE);
    expect(CHAT_ROUTE).toBe('/evalChat/chat');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([
    ['message', { code: 500, message: 'db down' }, 'db down', CHAT_ERROR_TYPES.SERVER],
    ['msg', { code: '400', msg: 'bad id' }, 'bad id', CHAT_ERROR_TYPES.PARAMETER],
    ['no text', { code: 7 }, 'errors:internal', CHAT_ERROR_TYPES.REFRESH_TOKEN],
  ])('body code not 200 (%s): shows the server message and rejects', async (_name, body, message, type) => {
    const { client, notify, navigate } = setup(() => json(body));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({ message, type });
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(message, { closable: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('silent suppresses the server-message toast', async () => {
    const { client, notify } = setup(() => json({ code: 500, message: 'db down' }));
    await rejection(client.request({ url: 'x', silent: true }));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a body without code', () => json([1, 2]), [1, 2]],
    ['plain text', () => new Response('pong'), 'pong'],
  ])('passes %s through', async (_name, respond, expected) => {
    const { client } = setup(respond);
    await expect(client.request({ url: 'x' })).resolves.toEqual(expected);
  });

  it.each([
    ['TypeError', new TypeError('Failed to fetch'), CHAT_ERROR_TYPES.NETWORK],
    ['AbortError', new DOMException('aborted', 'AbortError'), CHAT_ERROR_TYPES.ABORTED],
  ])('a failed fetch (%s) rejects with its chat error type, no toast', async (_name, cause, type) => {
    const { client, notify } = setup(() => Promise.reject(cause));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error.type).toBe(type);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([
    [9, 'TIMEOUT'],
    [401, 'TOKEN'],
    [400, 'PARAMETER'],
    [7, 'REFRESH_TOKEN'],
    [500, 'SERVER'],
  ] as const)('chat error type %i is %s', (code, name) => {
    expect(CHAT_ERROR_TYPES[name]).toBe(code);
    expect(chatErrorTypeOf(code)).toBe(code);
  });

  it('has no coded type for other numbers', () => expect(chatErrorTypeOf(404)).toBeUndefined());
});
