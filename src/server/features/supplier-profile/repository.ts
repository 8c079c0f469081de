import type { Kysely } from 'kysely';
import type {
  ProfileField,
  SupplierProfile,
  SupplierProfileChange,
} from '@/shared/contracts/supplier-profile';
import { randomId } from '@/shared/format/random-id';
import type { DB } from '../../db/schema';
import type { SupplierProfileTable } from '../../db/schema-supplier-profile';
import { countOf, offsetOf, type PageQuery, type PageResult, pageResult } from '../../lib/paging';

type Db = Kysely<DB>;

export interface ProfileRow extends Omit<SupplierProfileTable, 'data_json'> {
  profile: SupplierProfile;
}

export async function findOrganisation(db: Db, departId: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'org_type'])
    .where('id', '=', departId)
    .executeTakeFirst();
}

export async function findProfile(db: Db, departId: string): Promise<ProfileRow | undefined> {
  const row = await db
    .selectFrom('supplier_profiles')
    .selectAll()
    .where('depart_id', '=', departId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { data_json, ...rest } = row;
  return { ...rest, version: Number(rest.version), profile: JSON.parse(data_json) as SupplierProfile };
}

/** Another organisation's profile with this credit code, if any. */
export async function creditCodeTaken(db: Db, creditCode: string, departId: string): Promise<boolean> {
  const row = await db
    .selectFrom('supplier_profiles')
    .select('depart_id')
    .where('credit_code', '=', creditCode)
    .where('depart_id', '!=', departId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function writeProfile(
  db: Db,
  existing: boolean,
  row: Omit<SupplierProfileTable, 'created_at'> & { created_at?: string },
): Promise<void> {
  const { created_at, ...values } = row;
  if (existing) {
    await db.updateTable('supplier_profiles').set(values).where('depart_id', '=', row.depart_id).execute();
  } else {
    await db
      .insertInto('supplier_profiles')
      .values({ ...values, created_at: created_at ?? row.updated_at })
      .execute();
  }
}

export async function setAuditStatus(
  db: Db,
  departId: string,
  set: Pick<SupplierProfileTable, 'audit_status' | 'reject_reason' | 'submitted_at' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('supplier_profiles').set(set).where('depart_id', '=', departId).execute();
}

export interface ChangeInput {
  departId: string;
  version: number;
  field: ProfileField;
  oldValue: unknown;
  newValue: unknown;
  actorId: string;
  requestId: string | null;
  at: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function insertChanges(db: Db, changes: readonly ChangeInput[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('supplier_profile_changes')
    .values(
      changes.map((c) => ({
        id: randomId(),
        depart_id: c.departId,
        version: c.version,
        field: c.field,
        old_json: json(c.oldValue),
        new_json: json(c.newValue),
        actor_id: c.actorId,
        request_id: c.requestId,
        at: c.at,
      })),
    )
    .execute();
}

/** Newest first. */
export async function listChanges(
  db: Db,
  departId: string,
  query: PageQuery,
): Promise<PageResult<SupplierProfileChange>> {
  const base = db.selectFrom('supplier_profile_changes').where('depart_id', '=', departId);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst());
  const rows = await base
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));
  return pageResult(
    rows.map((row) => ({
      id: row.id,
      version: Number(row.version),
      field: row.field as ProfileField,
      oldValue: parse(row.old_json),
      newValue: parse(row.new_json),
      actorId: row.actor_id,
      at: row.at,
    })),
    total,
    query,
  );
}
