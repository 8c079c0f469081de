import { type RawBuilder, sql } from 'kysely';
import { TENDER_METHOD } from '@/shared/codes/statuses';

/**
 * Whether the project aliased `p` is open to the supplier organisation: any project but method 02,
 * and a method 02 project only to the organisations invited to it. For the supplier lists' queries
 * (open tenders, participation lists); the alias must be `p`.
 */
export function openToSupplier(supplierDepartId: string, alias = 'p'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.tender_method`)} <> ${TENDER_METHOD.INVITATION} or exists (
    select 1 from tender_invitations inv
    where inv.project_id = ${sql.ref(`${alias}.id`)} and inv.supplier_depart_id = ${supplierDepartId}))`;
}
