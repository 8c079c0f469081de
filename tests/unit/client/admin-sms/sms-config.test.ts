import { describe, expect, it } from 'vitest';
import { smsConfigFormValues, smsConfigRequest } from '@/client/features/admin-sms/lib/sms-config';
import type { SmsConfigRecord } from '@/shared/contracts/admin-config-sms';

const STORED: SmsConfigRecord = {
  provider: 'http-gateway',
  gatewayUrl: 'https://sms.example.test/send',
  hasToken: true,
  envOverride: false,
  effectiveProvider: 'http-gateway',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

describe('SMS configuration form', () => {
  it('starts from the stored values with an empty token field', () => {
    expect(smsConfigFormValues(STORED)).toEqual({
      provider: 'http-gateway',
      gatewayUrl: 'https://sms.example.test/send',
      gatewayToken: '',
    });
    expect(smsConfigFormValues(undefined)).toEqual({ provider: 'log', gatewayUrl: '', gatewayToken: '' });
  });

  it.each([
    ['an empty token keeps the stored one', '', false, undefined],
    ['spaces count as empty', '   ', false, undefined],
    ['asking to remove sends an empty token', '', true, ''],
    ['a typed token replaces it', ' secret ', false, 'secret'],
    ['a typed token wins over removal', 'secret', true, 'secret'],
  ])('%s', (_name, token, clear, expected) => {
    const request = smsConfigRequest(
      { provider: 'http-gateway', gatewayUrl: 'https://sms.example.test/send', gatewayToken: token },
      clear,
    );
    expect('gatewayToken' in request).toBe(expected !== undefined);
    expect(request.gatewayToken).toBe(expected);
    expect(request.provider).toBe('http-gateway');
  });
});
