import type { Generated } from 'kysely';

export interface SupplierProfileTable {
  /** The supplier organisation the profile describes (one profile each). */
  depart_id: string;
  company_name: string;
  credit_code: string;
  /** JSON text of the whole profile (SupplierProfile) */
  data_json: string;
  /** null never submitted or changed since; '00' pending, '01' approved, '02' rejected */
  audit_status: string | null;
  reject_reason: string | null;
  /** Save counter */
  version: number;
  submitted_at: string | null;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

/** One changed field of one save. */
export interface SupplierProfileChangeTable {
  seq: Generated<number>;
  id: string;
  depart_id: string;
  version: number;
  field: string;
  old_json: string | null;
  new_json: string | null;
  actor_id: string;
  request_id: string | null;
  at: string;
}
