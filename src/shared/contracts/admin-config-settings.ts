import { z } from 'zod';
import {
  codeField,
  idField,
  optionalCodeField,
  optionalIdField,
  optionalText,
  pageFields,
  requiredText,
  scopeSchema,
} from './admin-config-common';

/** Paths under /bidprocurement (spec 7.3 tools: system config by type, getSystemSource, agreements). */
export const ADMIN_SETTINGS_PATHS = {
  getSystemConfigPage: '/common-common/config/config/getSystemConfigPage',
  getSystemConfig: '/common-common/config/config/getSystemConfig',
  saveOrUpdateSystemConfig: '/common-common/config/config/saveOrUpdateSystemConfig',
  deleteSystemConfig: '/common-common/config/config/deleteSystemConfig',
  /** Public GET ?requestType: answers {systemSource}. */
  getSystemSource: '/common-common/config/config/getSystemSource',
  getAgreementPage: '/common-common/agreement/agreement/getAgreementPage',
  getAgreementDetail: '/common-common/agreement/agreement/getAgreementDetail',
  saveOrUpdateAgreement: '/common-common/agreement/agreement/saveOrUpdateAgreement',
  deleteAgreement: '/common-common/agreement/agreement/deleteAgreement',
  /** Public GET ?code=REGISTER&language=..: the text a form shows before its agreement checkbox. */
  getAgreement: '/common-common/agreement/agreement/get',
} as const;

/** Keys of the business configuration ('01') read by the procurement cycle, with their defaults. */
export const PROCUREMENT_CONFIG_DEFAULTS = {
  /** Quote end time at least this many days after publication. */
  quoteMinDays: 5,
  /** An amendment must leave at least this many days before the quote end time. */
  amendMinDays: 3,
  /** Result publicity lasts at least this many calendar days. */
  publicityDays: 3,
} as const;

/** System configuration ('00') key of the system source answer; `systemSource.<requestType>` refines it. */
export const SYSTEM_SOURCE_KEY = 'systemSource';

export const getSystemConfigPageSchema = z.object({
  /** '00' needs the 'systemConfig' screen, '01' the 'systemConfigBiz' screen. */
  configType: scopeSchema,
  /** Substring of the key or the remark. */
  configKey: optionalText(64),
  ...pageFields,
});

export const saveSystemConfigSchema = z.object({
  id: optionalIdField,
  configType: scopeSchema,
  configKey: codeField,
  configValue: requiredText(2000),
  remark: optionalText(200),
});
export type SaveSystemConfigRequest = z.input<typeof saveSystemConfigSchema>;

export const systemConfigIdSchema = z.object({ id: idField });

export const getSystemSourceSchema = z.object({ requestType: optionalCodeField });

export interface SystemConfigRecord {
  id: string;
  configType: string;
  configKey: string;
  configValue: string;
  remark: string | null;
  updatedAt: string;
}

/** Codes the platform itself needs (the registration form shows REGISTER); they cannot be deleted. */
export const BUILT_IN_AGREEMENTS = ['REGISTER'] as const;

export const getAgreementPageSchema = z.object({
  code: optionalText(50),
  title: optionalText(100),
  ...pageFields,
});

export const saveAgreementSchema = z.object({
  id: optionalIdField,
  code: codeField,
  titleZh: requiredText(100),
  titleEn: requiredText(100),
  titleFr: requiredText(100),
  contentZh: requiredText(100_000),
  contentEn: requiredText(100_000),
  contentFr: requiredText(100_000),
});
export type SaveAgreementRequest = z.input<typeof saveAgreementSchema>;

export const agreementIdSchema = z.object({ id: idField });

export const getAgreementSchema = z.object({
  code: codeField,
  /** zh, en or fr; anything else falls back to the request's langCode. */
  language: z.string().trim().max(16).optional(),
});

export interface AgreementRecord {
  id: string;
  code: string;
  titleZh: string;
  titleEn: string;
  titleFr: string;
  contentZh: string;
  contentEn: string;
  contentFr: string;
  builtIn: boolean;
  updatedAt: string;
}

/** The public answer: one language. Content is plain text; paragraphs are separated by blank lines. */
export interface AgreementText {
  code: string;
  language: string;
  title: string;
  content: string;
  updatedAt: string;
}
