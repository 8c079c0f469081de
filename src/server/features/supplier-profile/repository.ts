import type { Kysely } from 'kysely';
import type { SupplierProfile } from '@/shared/contracts/supplier-profile';
import type { DB } from '../../db/schema';
import { profileReviewStore } from '../../lib/profile-review-store';
import { profileStore, type ProfileTables } from '../../lib/profile-store';

export async function findOrganisation(db: Kysely<DB>, departId: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'org_type'])
    .where('id', '=', departId)
    .executeTakeFirst();
}

const tables: ProfileTables<SupplierProfile> = {
  table: 'supplier_profiles',
  changesTable: 'supplier_profile_changes',
  key: 'depart_id',
  columns: (p) => ({ company_name: p.companyName, credit_code: p.creditCode }),
};

/** supplier_profiles and supplier_profile_changes, by organisation. */
export const supplierProfiles = profileStore<SupplierProfile>(tables);

/** The platform's audit list of supplier profiles. */
export const supplierProfileReviews = profileReviewStore({
  ...tables,
  ownerTable: 'organisations',
  nameColumn: 'company_name',
  codeColumn: 'credit_code',
});
