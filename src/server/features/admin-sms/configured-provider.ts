import type { Database } from '../../db/database';
import type { SmsConfigTable } from '../../db/schema-admin-config';
import {
  createHttpGatewayProvider,
  createLogProvider,
  type GatewayCallRecorder,
  HTTP_GATEWAY_PROVIDER_NAME,
  type SmsLogger,
  type SmsProvider,
} from '../sms/provider';
import { findSmsConfig } from './repository';

const CONFIG_TTL_MS = 30_000;

export interface ConfiguredSmsProvider extends SmsProvider {
  /** SMS_GATEWAY_URL is set: the environment decides and the stored configuration is ignored. */
  readonly envOverride: boolean;
  /** Drops the cached configuration; administration calls it after saving. */
  invalidate(): void;
}

/**
 * The SMS provider chosen by administrators (sms_config), unless the environment names a gateway:
 * SMS_GATEWAY_URL (with SMS_GATEWAY_TOKEN) always wins, so operators can pin delivery. The stored
 * choice is read when a message is sent (cached for 30 s, dropped on save); `name` is the provider
 * that sent last, which the SMS service records in sms_log.
 */
export function createConfiguredSmsProvider(
  database: Database,
  env: NodeJS.ProcessEnv = process.env,
  logger?: SmsLogger | (() => SmsLogger | undefined),
  fetchImpl?: typeof fetch,
  /** Where gateway calls are recorded (the docking-platform log). */
  record?: GatewayCallRecorder,
): ConfiguredSmsProvider {
  const envUrl = env.SMS_GATEWAY_URL?.trim();
  if (envUrl) {
    const gateway = createHttpGatewayProvider(
      envUrl,
      env.SMS_GATEWAY_TOKEN?.trim() || undefined,
      fetchImpl,
      record,
    );
    return { name: gateway.name, send: gateway.send, envOverride: true, invalidate: () => {} };
  }
  const logProvider = createLogProvider(logger);
  let cached: { at: number; config: Promise<SmsConfigTable | undefined> } | undefined;
  let gateway: { key: string; provider: SmsProvider } | undefined;
  let current: SmsProvider = logProvider;

  function config(): Promise<SmsConfigTable | undefined> {
    const now = Date.now();
    if (!cached || now - cached.at >= CONFIG_TTL_MS) {
      const entry = { at: now, config: findSmsConfig(database.db) };
      cached = entry;
      entry.config.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.config;
  }

  async function resolve(): Promise<SmsProvider> {
    const row = await config();
    if (row?.provider !== HTTP_GATEWAY_PROVIDER_NAME || !row.gateway_url) return logProvider;
    const key = `${row.gateway_url}\n${row.gateway_token ?? ''}`;
    if (gateway?.key !== key) {
      gateway = {
        key,
        provider: createHttpGatewayProvider(
          row.gateway_url,
          row.gateway_token || undefined,
          fetchImpl,
          record,
        ),
      };
    }
    return gateway.provider;
  }

  return {
    get name() {
      return current.name;
    },
    async send(phone, content, templateCode) {
      const provider = await resolve();
      current = provider;
      await provider.send(phone, content, templateCode);
    },
    envOverride: false,
    invalidate() {
      cached = undefined;
    },
  };
}
