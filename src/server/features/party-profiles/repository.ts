import type { Kysely } from 'kysely';
import type { AgentProfile, BuyerProfile } from '@/shared/contracts/org-profile';
import type { ExpertProfile } from '@/shared/contracts/expert-profile';
import type { DB } from '../../db/schema';
import { profileStore } from '../../lib/profile-store';

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

export const buyerProfiles = profileStore<BuyerProfile>({
  table: 'buyer_profiles',
  changesTable: 'buyer_profile_changes',
  key: 'depart_id',
  columns: orgColumns,
});

export const agentProfiles = profileStore<AgentProfile>({
  table: 'agent_profiles',
  changesTable: 'agent_profile_changes',
  key: 'depart_id',
  columns: orgColumns,
});

export const expertProfiles = profileStore<ExpertProfile>({
  table: 'expert_profiles',
  changesTable: 'expert_profile_changes',
  key: 'user_id',
  columns: (p) => ({ expert_name: p.expertName, id_number: p.idNumber }),
});
