import type { Kysely } from 'kysely';
import type { AgentProfile, BuyerProfile } from '@/shared/contracts/org-profile';
import type { ExpertProfile } from '@/shared/contracts/expert-profile';
import type { DB } from '../../db/schema';
import { profileReviewStore } from '../../lib/profile-review-store';
import { profileStore, type ProfileTables } from '../../lib/profile-store';

type Db = Kysely<DB>;

export async function findOrganisation(db: Db, departId: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'org_type'])
    .where('id', '=', departId)
    .executeTakeFirst();
}

export async function findUser(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
}

const orgColumns = (p: BuyerProfile) => ({ unit_name: p.unitName, credit_code: p.creditCode });
const orgReview = {
  ownerTable: 'organisations',
  nameColumn: 'unit_name',
  codeColumn: 'credit_code',
} as const;

const buyerTables: ProfileTables<BuyerProfile> = {
  table: 'buyer_profiles',
  changesTable: 'buyer_profile_changes',
  key: 'depart_id',
  columns: orgColumns,
};
const agentTables: ProfileTables<AgentProfile> = {
  table: 'agent_profiles',
  changesTable: 'agent_profile_changes',
  key: 'depart_id',
  columns: orgColumns,
};
const expertTables: ProfileTables<ExpertProfile> = {
  table: 'expert_profiles',
  changesTable: 'expert_profile_changes',
  key: 'user_id',
  columns: (p) => ({ expert_name: p.expertName, id_number: p.idNumber }),
};

export const buyerProfiles = profileStore<BuyerProfile>(buyerTables);
export const agentProfiles = profileStore<AgentProfile>(agentTables);
export const expertProfiles = profileStore<ExpertProfile>(expertTables);

/** The platform's audit lists (spec 2.3). */
export const buyerProfileReviews = profileReviewStore({ ...buyerTables, ...orgReview });
export const agentProfileReviews = profileReviewStore({ ...agentTables, ...orgReview });
export const expertProfileReviews = profileReviewStore({
  ...expertTables,
  ownerTable: 'users',
  nameColumn: 'expert_name',
  codeColumn: 'id_number',
});
