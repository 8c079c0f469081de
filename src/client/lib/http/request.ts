import type { Envelope, EnvelopeHeader } from '@/shared/contracts/envelope';
import { errorByRet, RET_OK, RET_SESSION_INVALID } from '@/shared/errors/error-catalogue';
import { getCookie } from '@/client/lib/http/cookies';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { appendQuery, type QueryParams, toQueryString } from '@/client/lib/http/query-string';

export const DEFAULT_BASE_URL = '/bidprocurement';
export const LANG_CODE_PARAM = 'langCode';
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type RequestErrorKind = 'business' | 'sessionInvalid' | 'http' | 'network' | 'aborted';

export interface RequestErrorInit {
  kind: RequestErrorKind;
  message: string;
  ret?: string;
  status?: number;
  field?: string;
  rule?: string;
  requestId?: string;
  cause?: unknown;
}

/** The single rejection type of the request layer; `kind` tells callers (and the outbox) how to react. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly ret?: string;
  readonly status?: number;
  readonly field?: string;
  readonly rule?: string;
  readonly requestId?: string;

  constructor(init: RequestErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RequestError';
    this.kind = init.kind;
    this.ret = init.ret;
    this.status = init.status;
    this.field = init.field;
    this.rule = init.rule;
    this.requestId = init.requestId;
  }
}

export interface Notifier {
  error(message: string, opts: { closable: boolean }): void;
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

export interface RequestDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  getLanguage(): string;
  notify: Notifier;
  t: Translate;
  onSessionInvalid(): void;
  /** Sees every HTTP answer before it is read (e.g. version headers); must not throw. */
  onResponse?(response: Response): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  url: string;
  params?: QueryParams;
  data?: unknown;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** Resolve with the response body as a Blob (exports). Error envelopes are still detected. */
  raw?: boolean;
  /** Suppress toasts; the error is still classified, rejected and 1000 still ends the session. */
  silent?: boolean;
}

type Body = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function headerOf(body: Body): EnvelopeHeader | undefined {
  if (!isRecord(body) || !isRecord(body.header)) return undefined;
  const { ret, message, requestId, field, rule } = body.header;
  if (typeof ret !== 'string' && typeof ret !== 'number') return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    ret: String(ret),
    message: str(message) ?? '',
    requestId: str(requestId),
    field: str(field),
    rule: str(rule),
  };
}

// Blob-like bodies (and anything the server sends with a size) pass through untouched (spec 7.1).
function hasSize(body: Body): boolean {
  return isRecord(body) && typeof body.size === 'number' && body.size >= 0;
}

function parseBody(text: string): Body {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  return (isRecord(cause) && cause.name === 'AbortError') || signal?.aborted === true;
}

function isFormLike(data: unknown): data is BodyInit {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof URLSearchParams
  );
}

export function createRequest(deps: RequestDeps) {
  const baseUrl = (deps.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  // Resolve the global lazily so test stubs and polyfills installed after start-up are honoured.
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function buildUrl(options: RequestOptions): string {
    const path = /^https?:\/\//.test(options.url)
      ? options.url
      : `${baseUrl}/${options.url.replace(/^\/+/, '')}`;
    const query = toQueryString({ ...options.params, [LANG_CODE_PARAM]: deps.getLanguage() });
    return appendQuery(path, query);
  }

  function buildInit(options: RequestOptions): RequestInit {
    const method = options.method ?? 'POST';
    const { data } = options;
    const formLike = isFormLike(data);
    const token = options.token || getCookie(TOKEN_NAME);
    const headers: Record<string, string> = {};
    // FormData and Blob bodies carry their own content type (multipart boundary).
    if (!formLike) headers['Content-Type'] = JSON_CONTENT_TYPE;
    if (token) headers[TOKEN_NAME] = token;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    Object.assign(headers, options.headers);
    const sendsBody = method !== 'GET' && data !== undefined;
    return {
      method,
      headers,
      signal: options.signal,
      body: sendsBody ? (formLike ? data : JSON.stringify(data)) : undefined,
    };
  }

  function businessError(header: EnvelopeHeader, status: number): RequestError {
    const fallbackKey = errorByRet(header.ret)?.messageKey ?? 'internal';
    return new RequestError({
      kind: header.ret === RET_SESSION_INVALID ? 'sessionInvalid' : 'business',
      message: header.message || deps.t(`errors:${fallbackKey}`),
      ret: header.ret,
      status,
      field: header.field,
      rule: header.rule,
      requestId: header.requestId,
    });
  }

  async function interpret(response: Response, options: RequestOptions, unwrap: boolean): Promise<unknown> {
    const { status, ok } = response;
    const contentType = response.headers.get('Content-Type') ?? '';
    const isJson = contentType.includes('json');
    if (options.raw && ok && !isJson) return response.blob();
    const text = await response.text();
    const body = parseBody(text);
    const header = headerOf(body);
    if (header && header.ret !== RET_OK && !(ok && hasSize(body))) throw businessError(header, status);
    if (!header && !ok) {
      throw new RequestError({ kind: 'http', status, message: `Request failed with status code ${status}` });
    }
    if (options.raw) return new Blob([text], { type: contentType });
    if (header?.ret === RET_OK && unwrap) return (body as Envelope<unknown>).body;
    return body;
  }

  function classifyThrown(cause: unknown, options: RequestOptions): RequestError {
    if (isAbort(cause, options.signal)) {
      return new RequestError({ kind: 'aborted', message: 'Request aborted', cause });
    }
    const message = cause instanceof Error ? cause.message : String(cause);
    if (message.includes('status code')) return new RequestError({ kind: 'http', message, cause });
    return new RequestError({ kind: 'network', message: deps.t('errors:request.timeout'), cause });
  }

  function report(error: RequestError, silent: boolean): never {
    if (!silent && error.kind !== 'aborted') {
      const text =
        error.kind === 'http' && error.status !== undefined
          ? deps.t('errors:request.statusCode', { status: error.status })
          : error.message;
      deps.notify.error(text, { closable: error.kind !== 'sessionInvalid' });
    }
    if (error.kind === 'sessionInvalid') deps.onSessionInvalid();
    throw error;
  }

  async function run<T>(options: RequestOptions, unwrap: boolean): Promise<T> {
    try {
      const response = await doFetch(buildUrl(options), buildInit(options));
      try {
        deps.onResponse?.(response);
      } catch {
        // An observer's failure must not turn a good answer into an error.
      }
      return (await interpret(response, options, unwrap)) as T;
    } catch (cause) {
      const error = cause instanceof RequestError ? cause : classifyThrown(cause, options);
      return report(error, options.silent ?? false);
    }
  }

  type Extra = Omit<RequestOptions, 'url' | 'method' | 'params' | 'data'>;

  return {
    /** Resolves with envelope.body on ret '0'; pass-through bodies (no header, size >= 0) come whole. */
    request: <T>(options: RequestOptions) => run<T>(options, true),
    /** Same rules, but resolves with the whole envelope on ret '0'. */
    requestEnvelope: <T>(options: RequestOptions) => run<Envelope<T>>(options, false),
    get: <T>(url: string, params?: QueryParams, options?: Extra) =>
      run<T>({ ...options, method: 'GET', url, params }, true),
    post: <T>(url: string, data?: unknown, options?: Extra & { params?: QueryParams }) =>
      run<T>({ ...options, method: 'POST', url, data }, true),
  };
}

export type RequestClient = ReturnType<typeof createRequest>;
