import type { SupplierProfileChangeTable, SupplierProfileTable } from './schema-supplier-profile';

/** The columns every maintained profile table shares with supplier_profiles. */
type ProfileColumns = Omit<SupplierProfileTable, 'depart_id' | 'company_name' | 'credit_code'>;
type ChangeColumns = Omit<SupplierProfileChangeTable, 'depart_id'>;

/** buyer_profiles and agent_profiles: one per buyer or agency organisation. */
export interface OrgProfileTable extends ProfileColumns {
  depart_id: string;
  unit_name: string;
  credit_code: string;
}

export interface OrgProfileChangeTable extends ChangeColumns {
  depart_id: string;
}

/** expert_profiles: one per expert user. */
export interface ExpertProfileTable extends ProfileColumns {
  user_id: string;
  expert_name: string;
  id_number: string;
}

export interface ExpertProfileChangeTable extends ChangeColumns {
  user_id: string;
}
