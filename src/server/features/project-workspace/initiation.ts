import { sql } from 'kysely';
import { SCHEME_STATUS } from '@/shared/codes/plans';
import type { ReadyPackageRow } from '@/shared/contracts/project-workspace';
import { centsToYuan } from '@/shared/rules/plan-money';
import { containsText } from '../../lib/paging';
import { orgRootOf } from '../plans';
import type { Db } from '../tender-common';

/** More than an organisation keeps approved and unexecuted; the list is a to-do list, not an archive. */
const READY_LIMIT = 100;

/**
 * Packages of the organisation's approved schemes that are not executed yet: executing the scheme (the
 * schemes area) makes each of them a draft tender project. Read here directly, a few columns, like the
 * tender areas read projects.
 */
export async function readyPackages(db: Db, departId: string, keyword?: string): Promise<ReadyPackageRow[]> {
  // Schemes belong to the organisation (its root node, as the schemes area records them), not to the
  // buyer's department.
  const orgId = (await orgRootOf(db, departId)) ?? departId;
  let q = db
    .selectFrom('schemes as s')
    .innerJoin('scheme_packages as sp', 'sp.scheme_id', 's.id')
    .innerJoin('packages as k', 'k.id', 'sp.package_id')
    .leftJoin('organisations as a', 'a.id', 's.agency_org_id')
    .where('s.org_id', '=', orgId)
    .where('s.status', '=', SCHEME_STATUS.APPROVED)
    .where('sp.live', '=', 1);
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        containsText('s.name', keyword),
        containsText('s.code', keyword),
        containsText('k.name', keyword),
      ]),
    );
  const rows = await q
    .select([
      's.id as scheme_id',
      's.code as scheme_code',
      's.name as scheme_name',
      's.version',
      's.tender_method',
      'k.id as package_id',
      'k.code as package_code',
      'k.name as package_name',
      'a.name as agency_name',
    ])
    .select(sql<string>`cast(k.budget_cents as text)`.as('cents'))
    .orderBy('s.updated_at', 'desc')
    .orderBy('s.id')
    .orderBy('k.code')
    .limit(READY_LIMIT)
    .execute();
  return rows.map((r) => ({
    schemeId: r.scheme_id,
    schemeCode: r.scheme_code,
    schemeName: r.scheme_name,
    schemeVersion: Number(r.version),
    tenderMethod: r.tender_method,
    packageId: r.package_id,
    packageCode: r.package_code,
    packageName: r.package_name,
    budget: centsToYuan(BigInt(r.cents ?? '0')),
    agencyName: r.agency_name ?? null,
  }));
}
