import { EXPERT_PROFILE_FIELDS } from '@/shared/contracts/expert-profile';
import { AGENT_PROFILE_FIELDS, BUYER_PROFILE_FIELDS } from '@/shared/contracts/org-profile';
import type { ProfileAuditKind } from '@/shared/contracts/profile-audit-paths';
import { PROFILE_FIELDS } from '@/shared/contracts/supplier-profile';

/** Where a coded field's labels live: `<ns>:<group>.<code>`, or the `codes` namespace's group. */
export interface CodedField {
  ns: string;
  group: string;
}

export interface AuditKindFields {
  /** Namespace of the profile screen whose labels (`fields.<field>`) the audit reuses. */
  ns: string;
  fields: readonly string[];
  coded: Readonly<Record<string, CodedField>>;
}

const CATEGORY: CodedField = { ns: 'codes', group: 'supplierCategory' };
const orgCoded = { unitType: { ns: 'party-profile', group: 'unitTypes' } };

/** The fields of each profile kind as its own maintenance screen labels them. */
export const AUDIT_KIND_FIELDS: Readonly<Record<ProfileAuditKind, AuditKindFields>> = {
  supplier: {
    ns: 'profile',
    fields: PROFILE_FIELDS,
    coded: {
      companyType: { ns: 'profile', group: 'companyTypes' },
      taxpayerType: { ns: 'profile', group: 'taxpayerTypes' },
      mainCategories: CATEGORY,
    },
  },
  buyer: { ns: 'party-profile', fields: BUYER_PROFILE_FIELDS, coded: orgCoded },
  agent: {
    ns: 'party-profile',
    fields: AGENT_PROFILE_FIELDS,
    coded: { ...orgCoded, qualificationLevel: { ns: 'party-profile', group: 'agencyLevels' } },
  },
  expert: {
    ns: 'party-profile',
    fields: EXPERT_PROFILE_FIELDS,
    coded: {
      sex: { ns: 'party-profile', group: 'sexes' },
      professionalTitle: { ns: 'party-profile', group: 'expertTitles' },
      specialties: CATEGORY,
    },
  },
};
