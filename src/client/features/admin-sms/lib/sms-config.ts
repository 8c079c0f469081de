import type { z } from 'zod';
import type {
  SaveSmsConfigRequest,
  SmsConfigRecord,
  saveSmsConfigSchema,
} from '@/shared/contracts/admin-config-sms';

export type SmsConfigOutput = z.output<typeof saveSmsConfigSchema>;

/** The form as the stored configuration fills it: the token is never sent back, so it starts empty. */
export function smsConfigFormValues(record: SmsConfigRecord | undefined): SaveSmsConfigRequest {
  return {
    provider: record?.provider ?? 'log',
    gatewayUrl: record?.gatewayUrl ?? '',
    gatewayToken: '',
  };
}

/**
 * The save payload: an empty token field keeps the stored token (the field is left out), unless the
 * user asked to remove it ('' removes it); a typed token replaces it.
 */
export function smsConfigRequest(values: SmsConfigOutput, clearToken: boolean): SaveSmsConfigRequest {
  const base = { provider: values.provider, gatewayUrl: values.gatewayUrl };
  const token = values.gatewayToken?.trim() ?? '';
  if (token) return { ...base, gatewayToken: token };
  return clearToken ? { ...base, gatewayToken: '' } : base;
}
