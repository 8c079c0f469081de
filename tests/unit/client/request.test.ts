import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '@/client/lib/http/cookies';
import { toQueryString } from '@/client/lib/http/query-string';
import { createRequest, RequestError, type RequestOptions } from '@/client/lib/http/request';
import { ERROR_CATALOGUE } from '@/shared/errors/error-catalogue';
import en from '../../../locales/en/errors.json';
import fr from '../../../locales/fr/errors.json';
import zh from '../../../locales/zh/errors.json';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (ret: string, body: unknown = null, status = 200, extra: object = {}) =>
  json({ header: { ret, message: ret === '0' ? 'ok' : `server says ${ret}`, ...extra }, body }, status);

function setup(respond: () => Response | Promise<Response> = () => envelope('0', { id: 1 })) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => respond());
  const notify = { error: vi.fn() };
  const onSessionInvalid = vi.fn();
  const t = vi.fn((key: string, vars?: Record<string, unknown>) =>
    vars ? `${key} ${JSON.stringify(vars)}` : key,
  );
  const client = createRequest({ fetch, notify, t, onSessionInvalid, getLanguage: () => 'fr' });
  const call = (n = 0) => {
    const [input, init] = fetch.mock.calls[n] ?? [];
    return { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { client, fetch, notify, onSessionInvalid, t, call };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

afterEach(() => removeCookie('X-AUTH-TOKEN'));

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [undefined, ''],
    [{ q: 'a b&c=d/é' }, 'q=a+b%26c%3Dd%2F%C3%A9'],
    [{ ids: [1, 2, null, 3] }, 'ids=1&ids=2&ids=3'],
    [{ a: undefined, b: null, c: 0, d: false }, 'c=0&d=false'],
    [{ at: new Date('2024-05-06T07:08:09.000Z') }, 'at=2024-05-06T07%3A08%3A09.000Z'],
  ])('%j -> %s', (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });
});

describe('request: url, headers and body', () => {
  it.each<[string, string | undefined, string | undefined, string | undefined]>([
    ['explicit token wins over the cookie', 'explicit', 'cookie', 'explicit'],
    ['cookie token when no explicit one', undefined, 'cookie', 'cookie'],
    ['no header when neither exists', undefined, undefined, undefined],
  ])('%s', async (_name, explicit, cookie, expected) => {
    if (cookie) setCookie('X-AUTH-TOKEN', cookie);
    const { client, call } = setup();
    await client.request({ url: 'x', token: explicit });
    expect(call().headers['X-AUTH-TOKEN']).toBe(expected);
  });

  it.each<[RequestOptions, string]>([
    [{ url: 'a/b' }, '/bidprocurement/a/b?langCode=fr'],
    [
      { url: '/a/b', params: { pageNo: 1, name: 'x y' } },
      '/bidprocurement/a/b?pageNo=1&name=x+y&langCode=fr',
    ],
    [{ url: 'getFunctionDetail?id=3' }, '/bidprocurement/getFunctionDetail?id=3&langCode=fr'],
    [{ url: 'a', params: { langCode: 'zh' } }, '/bidprocurement/a?langCode=fr'],
    [{ url: 'https://other.test/x' }, 'https://other.test/x?langCode=fr'],
  ])('builds %j into %s (langCode always from the current language)', async (options, expected) => {
    const { client, call } = setup();
    await client.request(options);
    expect(call().url).toBe(expected);
  });

  it('honours a custom baseUrl', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => envelope('0'));
    const deps = { notify: { error: vi.fn() }, t: (k: string) => k, onSessionInvalid: vi.fn() };
    await createRequest({ ...deps, fetch, baseUrl: '/api/', getLanguage: () => 'zh' }).get('u');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/u?langCode=zh');
  });

  it('POSTs JSON in UTF-8 by default and adds the Idempotency-Key header', async () => {
    const { client, call } = setup();
    await client.request({
      url: 'save',
      data: { name: '名' },
      idempotencyKey: 'k-1',
      headers: { 'X-Extra': '1' },
    });
    const { init, headers } = call();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"名"}');
    expect(headers['Content-Type']).toBe('application/json;charset=UTF-8');
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers['X-Extra']).toBe('1');
    expect(init.signal).toBeUndefined();
  });

  it('sends no Idempotency-Key header when none is given, and no body on GET', async () => {
    const { client, call } = setup();
    await client.get('list', { pageNo: 2 });
    expect(call().headers['Idempotency-Key']).toBeUndefined();
    expect(call().init.method).toBe('GET');
    expect(call().init.body).toBeUndefined();
    expect(call().url).toBe('/bidprocurement/list?pageNo=2&langCode=fr');
  });

  it('leaves the content type of FormData to the browser', async () => {
    const { client, call } = setup();
    const form = new FormData();
    form.append('file', 'content');
    await client.post('import', form);
    expect(call().init.body).toBe(form);
    expect(call().headers['Content-Type']).toBeUndefined();
  });
});

describe('request: success', () => {
  it.each<[string, () => Response, unknown]>([
    ["ret '0' resolves with envelope.body", () => envelope('0', { id: 7 }), { id: 7 }],
    ['size 0 passes through whole', () => json({ size: 0, type: 'x' }), { size: 0, type: 'x' }],
    ['size 5 passes through whole', () => json({ size: 5 }), { size: 5 }],
    [
      'size with a failing header passes through whole',
      () => json({ header: { ret: '1001' }, size: 2 }),
      {
        header: { ret: '1001' },
        size: 2,
      },
    ],
    ['a body without header passes through whole', () => json({ time: '12:00' }), { time: '12:00' }],
    ['plain text passes through', () => new Response('hello'), 'hello'],
    ['an empty body resolves undefined', () => new Response(null, { status: 204 }), undefined],
  ])('%s', async (_name, respond, expected) => {
    const { client, notify } = setup(respond);
    await expect(client.request({ url: 'x' })).resolves.toEqual(expected);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('requestEnvelope resolves the whole envelope', async () => {
    const { client } = setup(() => envelope('0', [1]));
    await expect(client.requestEnvelope({ url: 'x' })).resolves.toEqual({
      header: { ret: '0', message: 'ok' },
      body: [1],
    });
  });

  it('raw resolves a Blob for exports', async () => {
    const { client } = setup(() => new Response('a,b', { headers: { 'Content-Type': 'text/csv' } }));
    const blob = await client.request<Blob>({ url: 'export', raw: true });
    expect(await blob.text()).toBe('a,b');
  });

  it('raw still rejects an error envelope', async () => {
    const { client, notify } = setup(() => envelope('1004', null, 403));
    const error = await rejection(client.request({ url: 'export', raw: true }));
    expect(error).toMatchObject({ kind: 'business', ret: '1004', status: 403 });
    expect(notify.error).toHaveBeenCalledWith('server says 1004', { closable: true });
  });
});

describe('request: failures (spec section 8)', () => {
  it('1000: non-closable toast, session ended, rejected', async () => {
    const { client, notify, onSessionInvalid } = setup(() => envelope('1000', null, 401));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({
      kind: 'sessionInvalid',
      ret: '1000',
      status: 401,
      message: 'server says 1000',
    });
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('server says 1000', { closable: false });
    expect(onSessionInvalid).toHaveBeenCalledOnce();
  });

  it.each([
    ['ret with HTTP 200', 200],
    ['ret with HTTP 400 (header wins over status)', 400],
  ])('other non-zero %s: closable toast with the header message, rejected', async (_name, status) => {
    const extra = { field: 'name', rule: 'maxLength', requestId: 'r-1' };
    const { client, notify, onSessionInvalid } = setup(() => envelope('1001', null, status, extra));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({ kind: 'business', ret: '1001', status, field: 'name', rule: 'maxLength' });
    expect(error.requestId).toBe('r-1');
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('server says 1001', { closable: true });
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it.each([
    ['1005', 'errors:deadlinePassed'],
    ['4242', 'errors:internal'],
  ])('an empty header message for ret %s falls back to %s', async (ret, key) => {
    const { client, notify } = setup(() => json({ header: { ret, message: '' }, body: null }, 409));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error.message).toBe(key);
    expect(notify.error).toHaveBeenCalledWith(key, { closable: true });
  });

  it.each([
    [500, () => new Response('<html>boom</html>', { status: 500 })],
    [404, () => new Response(null, { status: 404 })],
    [502, () => json({ error: 'bad gateway' }, 502)],
  ])('HTTP %i without an envelope: "status code" message, toast, rejected', async (status, respond) => {
    const { client, notify } = setup(respond);
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({
      kind: 'http',
      status,
      message: `Request failed with status code ${status}`,
    });
    expect(notify.error).toHaveBeenCalledWith(`errors:request.statusCode {"status":${status}}`, {
      closable: true,
    });
  });

  it('a thrown error whose message contains "status code" is toasted with that message', async () => {
    const { client, notify } = setup(() => Promise.reject(new Error('Request failed with status code 503')));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error.kind).toBe('http');
    expect(notify.error).toHaveBeenCalledWith('Request failed with status code 503', { closable: true });
  });

  it('network TypeError: timeout toast, rejected', async () => {
    const { client, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.request({ url: 'x' }));
    expect(error).toMatchObject({ kind: 'network', message: 'errors:request.timeout' });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('errors:request.timeout', { closable: true });
  });

  it('AbortError: rejected silently as aborted', async () => {
    const { client, notify } = setup(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    const error = await rejection(client.request({ url: 'x' }));
    expect(error.kind).toBe('aborted');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('passes the caller signal and classifies its abort as aborted', async () => {
    const controller = new AbortController();
    const { client, notify, call } = setup(() => {
      controller.abort();
      return Promise.reject(new Error('stopped'));
    });
    const error = await rejection(client.request({ url: 'x', signal: controller.signal }));
    expect(call().init.signal).toBe(controller.signal);
    expect(error.kind).toBe('aborted');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    ['business', () => envelope('1006', null, 429), 'business'],
    ['http', () => new Response('', { status: 500 }), 'http'],
    ['network', () => Promise.reject(new TypeError('offline')), 'network'],
    ['session', () => envelope('1000', null, 401), 'sessionInvalid'],
  ])('silent suppresses the toast but keeps the %s classification', async (_name, respond, kind) => {
    const { client, notify, onSessionInvalid } = setup(respond);
    const error = await rejection(client.request({ url: 'x', silent: true }));
    expect(error.kind).toBe(kind);
    expect(notify.error).not.toHaveBeenCalled();
    expect(onSessionInvalid).toHaveBeenCalledTimes(kind === 'sessionInvalid' ? 1 : 0);
  });
});

describe('locales/*/errors.json', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it('zh, en and fr have the same key set and no empty text', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const tree of [zh, en, fr]) expect(JSON.stringify(tree)).not.toContain('""');
  });

  it.each(Object.values(ERROR_CATALOGUE).map((entry) => entry.messageKey))('has a key for %s', (key) => {
    for (const tree of [zh, en, fr]) expect(keys(tree)).toContain(key);
  });

  it.each([
    'request.timeout',
    'request.statusCode',
    'chat.statusCode',
    'chat.addFriendOk',
    'chat.addFriendFailed',
    'chat.empty',
  ])('has %s', (key) => expect(keys(en)).toContain(key));
});
