import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { codeField, optionalIdField, optionalText, pageFields, requiredText } from './admin-config-common';

/** Paths under /bidprocurement (spec 7.3 SMS template and send endpoints; 2.1 smsConfig, smsTemplate). */
export const ADMIN_SMS_PATHS = {
  getSmsConfig: '/common-common/sms/config/getSmsConfig',
  saveSmsConfig: '/common-common/sms/config/saveSmsConfig',
  getSmsLogPage: '/common-common/sms/config/getSmsLogPage',
  getTemplatePage: '/common-common/sms/template/getTemplatePage',
  getTemplateDetail: '/common-common/sms/template/getTemplateDetail',
  saveOrUpdateTemplate: '/common-common/sms/template/saveOrUpdateTemplate',
  deleteTemplate: '/common-common/sms/template/deleteTemplate',
} as const;

export const SMS_PROVIDERS = ['log', 'http-gateway'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** '00' enabled, '01' disabled (a disabled sign-in template falls back to the built-in text). */
export const SMS_TEMPLATE_STATUSES = ['00', '01'] as const;

export const saveSmsConfigSchema = z
  .object({
    provider: z.enum(SMS_PROVIDERS, { error: M.select }),
    gatewayUrl: optionalText(500),
    /** Absent keeps the stored token; '' removes it. */
    gatewayToken: z.string().trim().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.provider !== 'http-gateway') return;
    if (!/^https?:\/\/[^\s]+$/i.test(value.gatewayUrl)) {
      ctx.addIssue({ code: 'custom', message: 'admin-config:gatewayUrl', path: ['gatewayUrl'] });
    }
  });
export type SaveSmsConfigRequest = z.input<typeof saveSmsConfigSchema>;

export interface SmsConfigRecord {
  /** As stored by administrators. */
  provider: SmsProviderName;
  gatewayUrl: string | null;
  /** The token itself is never sent back. */
  hasToken: boolean;
  /** SMS_GATEWAY_URL is set in the server's environment: it wins over the stored configuration. */
  envOverride: boolean;
  /** What sends messages now. */
  effectiveProvider: SmsProviderName;
  updatedAt: string | null;
}

export const getSmsLogPageSchema = z.object({ phone: optionalText(20), ...pageFields });

export const getTemplatePageSchema = z.object({
  code: optionalText(50),
  name: optionalText(50),
  status: z
    .union([z.enum(SMS_TEMPLATE_STATUSES), z.literal('')])
    .nullish()
    .transform((v) => v || undefined),
  ...pageFields,
});

export const saveTemplateSchema = z.object({
  id: optionalIdField,
  code: codeField,
  name: requiredText(50),
  /** Placeholders like {{code}} and {{minutes}} are filled in when sending. */
  content: requiredText(500),
  status: z.enum(SMS_TEMPLATE_STATUSES, { error: M.select }).default('00'),
});
export type SaveTemplateRequest = z.input<typeof saveTemplateSchema>;

export interface SmsTemplateRecord {
  id: string;
  code: string;
  name: string;
  content: string;
  status: string;
  /** Used by sign-up and password retrieval: cannot be deleted and must keep {{code}}. */
  builtIn: boolean;
  updatedAt: string;
}
