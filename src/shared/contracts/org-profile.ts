import { z } from 'zod';
import {
  bankAccount,
  choice,
  departTargetSchema,
  isCalendarDate,
  lineText,
  optionalLineText,
  PROFILE_MESSAGES,
  type OrgProfileView,
  postalCode,
  profileSaveSchema,
} from '@/shared/contracts/profile-common';
import {
  contactNameSchema,
  contactPhoneSchema,
  creditCodeSchema,
  emailSchema,
  idCardOrPassportSchema,
} from '@/shared/validation/rules';
import { optionalRule, requiredRule } from '@/shared/validation/rules-common';

/**
 * The buyer's and the agency's organisation profiles (spec 2.2: /buyerManagement/editBuyer and
 * buyerInfo, /agentManagement/editAgent and agentInfo). The agency keeps the buyer's fields plus its
 * agency qualification. Saves send only the changed fields; the server merges and checks the whole.
 */
export const BUYER_PROFILE_PATHS = {
  get: '/common-user/buyerManagement/buyerProfile/get',
  save: '/common-user/buyerManagement/buyerProfile/save',
  submit: '/common-user/buyerManagement/buyerProfile/submit',
  changes: '/common-user/buyerManagement/buyerProfile/changes',
  versionChanges: '/common-user/buyerManagement/buyerProfile/versionChanges',
} as const;

export const AGENT_PROFILE_PATHS = {
  get: '/common-user/agentManagement/agentProfile/get',
  save: '/common-user/agentManagement/agentProfile/save',
  submit: '/common-user/agentManagement/agentProfile/submit',
  changes: '/common-user/agentManagement/agentProfile/changes',
  versionChanges: '/common-user/agentManagement/agentProfile/versionChanges',
} as const;

/** Messages of these profiles' own rules (locales/<lang>/party-profile.json). */
export const ORG_PROFILE_MESSAGES = {
  certificateNo: 'party-profile:validation.certificateNo',
} as const;

/** Unit types: state organ, public institution, state-owned enterprise, private enterprise, other. */
export const BUYER_UNIT_TYPES = ['01', '02', '03', '04', '99'] as const;
/** Agency qualification: class A, class B, preliminary, none required (registered agency). */
export const AGENCY_LEVELS = ['01', '02', '03', '04'] as const;

export const orgProfileFields = {
  unitName: lineText(100),
  creditCode: creditCodeSchema,
  unitType: choice(BUYER_UNIT_TYPES),
  legalRepresentative: contactNameSchema,
  legalRepresentativeId: idCardOrPassportSchema,
  region: lineText(100),
  address: lineText(200),
  postalCode,
  contactName: contactNameSchema,
  contactPhone: contactPhoneSchema,
  contactEmail: emailSchema,
  fax: optionalLineText(30),
  bankName: lineText(100),
  bankAccountName: lineText(100),
  bankAccount,
} as const;

export const buyerProfileSchema = z.object(orgProfileFields);
export type BuyerProfileField = keyof typeof orgProfileFields;
export const BUYER_PROFILE_FIELDS = Object.keys(orgProfileFields) as BuyerProfileField[];
export type BuyerProfile = z.output<typeof buyerProfileSchema>;

export const agentProfileFields = {
  ...orgProfileFields,
  qualificationLevel: choice(AGENCY_LEVELS),
  qualificationCertificateNo: requiredRule(
    (s) => /^[A-Za-z0-9-]{4,40}$/.test(s),
    ORG_PROFILE_MESSAGES.certificateNo,
  ),
  /** Empty means the certificate has no end date. */
  qualificationValidUntil: optionalRule(isCalendarDate, PROFILE_MESSAGES.date),
} as const;

export const agentProfileSchema = z.object(agentProfileFields);
export type AgentProfileField = keyof typeof agentProfileFields;
export const AGENT_PROFILE_FIELDS = Object.keys(agentProfileFields) as AgentProfileField[];
export type AgentProfile = z.output<typeof agentProfileSchema>;

export const buyerProfileSaveSchema = profileSaveSchema(departTargetSchema, buyerProfileSchema);
export const agentProfileSaveSchema = profileSaveSchema(departTargetSchema, agentProfileSchema);
export const orgProfileTargetSchema = departTargetSchema;

export type BuyerProfileView = OrgProfileView<BuyerProfile>;
export type AgentProfileView = OrgProfileView<AgentProfile>;
