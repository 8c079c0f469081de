import { codeLabelKey } from '@/shared/codes/statuses';
import { EXPERT_PROFILE_FIELDS, EXPERT_PROFILE_PATHS } from '@/shared/contracts/expert-profile';
import {
  AGENT_PROFILE_FIELDS,
  AGENT_PROFILE_PATHS,
  BUYER_PROFILE_FIELDS,
  BUYER_PROFILE_PATHS,
} from '@/shared/contracts/org-profile';
import { PROFILE_FIELDS, SUPPLIER_PROFILE_PATHS } from '@/shared/contracts/supplier-profile';

/**
 * The profiles whose change records have screens (spec 2.2). Field labels and code labels are the
 * ones the profile forms use: `<ns>:fields.<field>` and the same option groups, so a record reads as
 * the form does.
 */
export interface ChangeKind {
  paths: { changes: string; versionChanges: string };
  /** Body field naming the owner ({departId} or {userId}). */
  ownerField: 'departId' | 'userId';
  /** Namespace of the profile form's field labels. */
  ns: 'profile' | 'party-profile';
  fields: readonly string[];
  /** i18n key of a code's label, for the fields the form offers as choices. */
  codeLabels: Readonly<Record<string, (code: string) => string>>;
  /** Titles in profile-changes. */
  listTitle: string;
  detailTitle: string;
}

const category = (code: string) => codeLabelKey('supplierCategory', code);
const group = (ns: string, name: string) => (code: string) => `${ns}:${name}.${code}`;
const orgCodes = { unitType: group('party-profile', 'unitTypes') };

export const CHANGE_KINDS = {
  supplier: {
    paths: SUPPLIER_PROFILE_PATHS,
    ownerField: 'departId',
    ns: 'profile',
    fields: PROFILE_FIELDS,
    codeLabels: {
      companyType: group('profile', 'companyTypes'),
      taxpayerType: group('profile', 'taxpayerTypes'),
      mainCategories: category,
    },
    listTitle: 'title.supplierChange',
    detailTitle: 'title.supplierChangeDetail',
  },
  buyer: {
    paths: BUYER_PROFILE_PATHS,
    ownerField: 'departId',
    ns: 'party-profile',
    fields: BUYER_PROFILE_FIELDS,
    codeLabels: orgCodes,
    listTitle: 'title.buyerChange',
    detailTitle: 'title.buyerChangeDetail',
  },
  agent: {
    paths: AGENT_PROFILE_PATHS,
    ownerField: 'departId',
    ns: 'party-profile',
    fields: AGENT_PROFILE_FIELDS,
    codeLabels: { ...orgCodes, qualificationLevel: group('party-profile', 'agencyLevels') },
    listTitle: 'title.agentChange',
    detailTitle: 'title.agentChangeDetail',
  },
  expert: {
    paths: EXPERT_PROFILE_PATHS,
    ownerField: 'userId',
    ns: 'party-profile',
    fields: EXPERT_PROFILE_FIELDS,
    codeLabels: {
      sex: group('party-profile', 'sexes'),
      professionalTitle: group('party-profile', 'expertTitles'),
      specialties: category,
    },
    listTitle: 'title.expertInfoChange',
    detailTitle: 'title.expertInfoChangeDetail',
  },
} as const satisfies Record<string, ChangeKind>;

export type ChangeKindName = keyof typeof CHANGE_KINDS;
