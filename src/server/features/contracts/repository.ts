import type { ContractStatus, ContractView } from '@/shared/contracts/contracts';
import type { ContractTable } from '../../db/schema-contracts';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

export interface ContractFilter {
  id?: string;
  projectId?: string;
  /** Contracts of projects this organisation runs (itself or as their agency). */
  projectDepartId?: string;
  /** The winning supplier's organisation. */
  orgId?: string;
  status?: string;
}

function filtered(db: Db, f: ContractFilter) {
  let q = db.selectFrom('contracts as c').innerJoin('tender_projects as p', 'p.id', 'c.project_id');
  if (f.id) q = q.where('c.id', '=', f.id);
  if (f.projectId) q = q.where('c.project_id', '=', f.projectId);
  if (f.projectDepartId) q = q.where(runByOrg(f.projectDepartId));
  if (f.orgId) q = q.where('c.org_id', '=', f.orgId);
  if (f.status) q = q.where('c.status', '=', f.status);
  return q;
}

function select(db: Db, f: ContractFilter) {
  return filtered(db, f)
    .leftJoin('organisations as o', 'o.id', 'c.org_id')
    .selectAll('c')
    .select([
      'p.project_code',
      'p.name as project_name',
      'p.depart_id as project_depart_id',
      'p.agency_org_id as project_agency_org_id',
      'o.name as supplier_name',
    ]);
}

export type ContractRow = ContractTable & {
  project_code: string;
  project_name: string;
  project_depart_id: string;
  project_agency_org_id: string | null;
  supplier_name: string | null;
};

export function contractView(row: ContractRow): ContractView {
  return {
    id: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    orgId: row.org_id,
    supplierName: row.supplier_name ?? '',
    amount: row.amount,
    status: row.status as ContractStatus,
    signedOn: row.signed_on,
    scan:
      row.scan_file_name && row.scan_mime
        ? { fileName: row.scan_file_name, mime: row.scan_mime, size: Number(row.scan_size ?? 0) }
        : null,
    terminationReason: row.termination_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
  };
}

export async function findContract(db: Db, id: string): Promise<ContractRow | undefined> {
  return (await select(db, { id }).executeTakeFirst()) as ContractRow | undefined;
}

/** Newest project first, then supplier, id as tie-break so pages are stable. */
export async function listContracts(
  db: Db,
  filter: ContractFilter,
  window: { limit: number; offset: number },
): Promise<ContractRow[]> {
  return (await select(db, filter)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.project_id')
    .orderBy('c.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()) as ContractRow[];
}

export async function countContracts(db: Db, filter: ContractFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

/** The confirmed winners of a project (results area's result_winners): who gets a contract, at what price. */
export async function winnersOf(db: Db, projectId: string): Promise<{ org_id: string; price: string }[]> {
  return db
    .selectFrom('result_winners')
    .select(['org_id', 'price'])
    .where('project_id', '=', projectId)
    .orderBy('rank')
    .orderBy('org_id')
    .execute();
}

export async function contractOrgsOf(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('contracts')
    .select('org_id')
    .where('project_id', '=', projectId)
    .execute();
  return new Set(rows.map((r) => r.org_id));
}

export async function insertContract(trx: Trx, row: ContractTable): Promise<void> {
  await trx.insertInto('contracts').values(row).execute();
}

/** Changes the contract if it is still at `version`; false when someone changed it meanwhile. */
export async function updateContract(
  trx: Trx,
  id: string,
  version: number,
  set: Partial<ContractTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('contracts')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
