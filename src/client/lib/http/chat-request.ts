import { getCookie } from '@/client/lib/http/cookies';
import { CHAT_ERROR_TYPE, type ChatErrorType, TOKEN_NAME } from '@/shared/codes/constants';
import { appendQuery, type QueryParams, toQueryString } from '@/client/lib/http/query-string';
import type { HttpMethod, Notifier, Translate } from '@/client/lib/http/request';
import { JSON_CONTENT_TYPE, LANG_CODE_PARAM } from '@/client/lib/http/request';

export const CHAT_BASE_URL = '/bidprocurement/vim-chat';
/** Where a chat call answered with body code 401 sends the user (spec 8). */
export const CHAT_ROUTE = '/evalChat/chat';

/**
 * Chat error types of spec section 8: the coded ones of CHAT_ERROR_TYPE, plus 'network' for a failed fetch
 * and 'aborted' for a cancellation (kept apart so callers do not report it).
 */
export const CHAT_ERROR_TYPES = { ...CHAT_ERROR_TYPE, NETWORK: 'network', ABORTED: 'aborted' } as const;

export type ChatFailureType = (typeof CHAT_ERROR_TYPES)[keyof typeof CHAT_ERROR_TYPES];

export function chatErrorTypeOf(code: number): ChatErrorType | undefined {
  return Object.values(CHAT_ERROR_TYPE).find((type) => type === code);
}

export class ChatRequestError extends Error {
  readonly type: ChatFailureType | undefined;
  readonly status?: number;
  readonly code?: number;

  constructor(init: {
    message: string;
    type: ChatFailureType | undefined;
    status?: number;
    code?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ChatRequestError';
    this.type = init.type;
    this.status = init.status;
    this.code = init.code;
  }
}

export interface ChatRequestDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  notify: Notifier;
  t: Translate;
  navigate(path: string): void;
  /** When given, a langCode query parameter is added as on the main service. */
  getLanguage?(): string;
}

export interface ChatRequestOptions {
  method?: HttpMethod;
  url: string;
  params?: QueryParams;
  data?: unknown;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  silent?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createChatRequest(deps: ChatRequestDeps) {
  const baseUrl = (deps.baseUrl ?? CHAT_BASE_URL).replace(/\/+$/, '');
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function buildUrl(options: ChatRequestOptions): string {
    const lang = deps.getLanguage ? { [LANG_CODE_PARAM]: deps.getLanguage() } : {};
    return appendQuery(
      `${baseUrl}/${options.url.replace(/^\/+/, '')}`,
      toQueryString({ ...options.params, ...lang }),
    );
  }

  function buildInit(options: ChatRequestOptions): RequestInit {
    const method = options.method ?? 'POST';
    const token = options.token || getCookie(TOKEN_NAME);
    // A multipart upload carries its own content type (with the boundary).
    const isForm = typeof FormData !== 'undefined' && options.data instanceof FormData;
    const headers: Record<string, string> = isForm ? {} : { 'Content-Type': JSON_CONTENT_TYPE };
    if (token) headers[TOKEN_NAME] = token;
    Object.assign(headers, options.headers);
    const sendsBody = method !== 'GET' && options.data !== undefined;
    const body = sendsBody ? (isForm ? (options.data as FormData) : JSON.stringify(options.data)) : undefined;
    return { method, headers, body, signal: options.signal };
  }

  function fail(error: ChatRequestError, toast: string | undefined, silent: boolean): never {
    if (toast !== undefined && !silent) deps.notify.error(toast, { closable: true });
    throw error;
  }

  async function request<T>(options: ChatRequestOptions): Promise<T> {
    const silent = options.silent ?? false;
    let response: Response;
    try {
      response = await doFetch(buildUrl(options), buildInit(options));
    } catch (cause) {
      const aborted = isRecord(cause) && cause.name === 'AbortError';
      const type = aborted ? CHAT_ERROR_TYPES.ABORTED : CHAT_ERROR_TYPES.NETWORK;
      const message = cause instanceof Error ? cause.message : String(cause);
      throw new ChatRequestError({ message, type, cause });
    }
    const { status } = response;
    if (status !== 200) {
      const message = deps.t('errors:chat.statusCode', { status });
      return fail(new ChatRequestError({ message, type: chatErrorTypeOf(status), status }), message, silent);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    // Only the {code, message|msg, data} shape is interpreted; anything else is handed back as-is.
    if (!isRecord(body) || body.code === undefined || Number.isNaN(Number(body.code))) return body as T;
    const code = Number(body.code);
    if (code === 200) return body.data as T;
    const serverMessage = typeof body.message === 'string' ? body.message : body.msg;
    const message =
      typeof serverMessage === 'string' && serverMessage ? serverMessage : deps.t('errors:internal');
    const error = new ChatRequestError({ message, type: chatErrorTypeOf(code), status, code });
    if (code === 401) {
      deps.navigate(CHAT_ROUTE);
      throw error;
    }
    return fail(error, message, silent);
  }

  return {
    request,
    get: <T>(
      url: string,
      params?: QueryParams,
      options?: Omit<ChatRequestOptions, 'url' | 'method' | 'params'>,
    ) => request<T>({ ...options, method: 'GET', url, params }),
    post: <T>(url: string, data?: unknown, options?: Omit<ChatRequestOptions, 'url' | 'method' | 'data'>) =>
      request<T>({ ...options, method: 'POST', url, data }),
  };
}
