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
 * configured. Anything but a 2xx answer (or a network failure or timeout) is a failed send.
 */
export function createHttpGatewayProvider(
  url: string,
  token?: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): SmsProvider {
  return {
    name: HTTP_GATEWAY_PROVIDER_NAME,
    async send(phone, content, templateCode) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone, content, templateCode }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) {
        // The gateway's own words help the administrator reading sms_log; keep them short.
        const text = await response.text().catch(() => '');
        throw new Error(
          `SMS gateway answered HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
        );
      }
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
