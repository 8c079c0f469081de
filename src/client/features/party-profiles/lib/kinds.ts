import type { ProfileKind } from '@/client/data/profile-sync';
import { profileValues } from '@/client/lib/profile-values';
import {
  EXPERT_PROFILE_FIELDS,
  EXPERT_PROFILE_PATHS,
  type ExpertProfileField,
  expertProfileSchema,
} from '@/shared/contracts/expert-profile';
import {
  AGENT_PROFILE_FIELDS,
  AGENT_PROFILE_PATHS,
  agentProfileSchema,
  BUYER_PROFILE_FIELDS,
  BUYER_PROFILE_PATHS,
  buyerProfileSchema,
} from '@/shared/contracts/org-profile';

/**
 * The buyer's, agency's and expert's profiles on the shared profile screen: their outbox and draft
 * identity (formId, also known to the sync centre's route), paths, schema and form values.
 */
export const PARTY_PROFILES = {
  buyer: {
    kind: {
      formId: 'buyerProfile',
      paths: BUYER_PROFILE_PATHS,
      ownerField: 'departId',
    } satisfies ProfileKind,
    schema: buyerProfileSchema,
    values: profileValues(BUYER_PROFILE_FIELDS),
  },
  agent: {
    kind: {
      formId: 'agentProfile',
      paths: AGENT_PROFILE_PATHS,
      ownerField: 'departId',
    } satisfies ProfileKind,
    schema: agentProfileSchema,
    values: profileValues(AGENT_PROFILE_FIELDS),
  },
  expert: {
    kind: {
      formId: 'expertProfile',
      paths: EXPERT_PROFILE_PATHS,
      ownerField: 'userId',
    } satisfies ProfileKind,
    schema: expertProfileSchema,
    values: profileValues<ExpertProfileField, 'specialties'>(EXPERT_PROFILE_FIELDS, ['specialties']),
  },
} as const;

export type PartyKind = keyof typeof PARTY_PROFILES;
