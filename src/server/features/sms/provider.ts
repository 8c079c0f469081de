/** Delivers one text message; throws when the message could not be handed over. */
export interface SmsProvider {
  /** Recorded in sms_log.provider. */
  readonly name: string;
  send(phone: string, content: string, templateCode: string): Promise<void>;
}

/** The part of a pino / Fastify logger the log provider needs. */
export interface SmsLogger {
  info(obj: object, msg?: string): void;
}

export const LOG_PROVIDER_NAME = 'log';
export const HTTP_GATEWAY_PROVIDER_NAME = 'http-gateway';

const GATEWAY_TIMEOUT_MS = 10_000;

/** One gateway call as the docking-platform log keeps it (the platform log service's record). */
export interface GatewayCallRecord {
  platform: string;
  endpoint: string;
  success: boolean;
  durationMs?: number;
  request?: unknown;
  response?: unknown;
  error?: unknown;
}
export type GatewayCallRecorder = (call: GatewayCallRecord) => Promise<void> | void;

/** 13800000001 -> 138****0001: enough to tell messages apart, not to read the number. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return `${phone.slice(0, 1)}***`;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** The gateway address without credentials or query (a key may ride in either). */
function endpointOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'invalid-url';
  }
}

/**
 * The default provider: sends nothing. The SMS service records every message in sms_log, which
 * administrators read; this provider also prints it through the app logger (at info level, so
 * LOG_LEVEL decides) for the developer's console. A getter lets the lead pass a logger that only
 * exists once the app is built (`() => app.log`).
 */
export function createLogProvider(logger?: SmsLogger | (() => SmsLogger | undefined)): SmsProvider {
  return {
    name: LOG_PROVIDER_NAME,
    async send(phone, content, templateCode) {
      const target = typeof logger === 'function' ? logger() : logger;
      target?.info({ sms: { phone, templateCode, content } }, 'sms (log provider)');
    },
  };
}

/**
 * Posts {phone, content, templateCode} as JSON to an SMS gateway, with a bearer token when one is
 * configured. Anything but a 2xx answer (or a network failure or timeout) is a failed send. Each call
 * goes to `record` (the docking-platform log) with the masked phone and template, never the content
 * (it carries the code) nor the token.
 */
export function createHttpGatewayProvider(
  url: string,
  token?: string,
  fetchImpl: typeof fetch = globalThis.fetch,
  record?: GatewayCallRecorder,
): SmsProvider {
  return {
    name: HTTP_GATEWAY_PROVIDER_NAME,
    async send(phone, content, templateCode) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const started = performance.now();
      const log = async (outcome: { success: boolean; response?: unknown; error?: unknown }) => {
        if (!record) return;
        await record({
          platform: 'sms',
          endpoint: endpointOf(url),
          durationMs: performance.now() - started,
          request: { phone: maskPhone(phone), templateCode, contentLength: content.length },
          ...outcome,
        });
      };
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ phone, content, templateCode }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        await log({ success: false, error });
        throw error;
      }
      // The gateway's own words help the administrator reading the logs; keep them short.
      const text = (await response.text().catch(() => '')).slice(0, 200);
      await log({
        success: response.ok,
        response: { status: response.status, body: text },
        error: response.ok ? undefined : `HTTP ${response.status}`,
      });
      if (!response.ok)
        throw new Error(`SMS gateway answered HTTP ${response.status}${text ? `: ${text}` : ''}`);
    },
  };
}

/** SMS_GATEWAY_URL (and optional SMS_GATEWAY_TOKEN) selects the gateway; otherwise the log provider. */
export function smsProviderFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  logger?: SmsLogger | (() => SmsLogger | undefined),
): SmsProvider {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (url) return createHttpGatewayProvider(url, env.SMS_GATEWAY_TOKEN?.trim() || undefined);
  return createLogProvider(logger);
}
