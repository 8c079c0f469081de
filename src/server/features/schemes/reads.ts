import { PACKAGE_STATUS as K } from '@/shared/codes/plans';
import type {
  SchemeCandidates,
  SchemeCandidatesQuery,
  SchemePageQuery,
  SchemePageResult,
  SchemeView,
} from '@/shared/contracts/schemes';
import { offsetOf, pageResult } from '../../lib/paging';
import { findPackage, lineView, packageLines, packageSummary } from '../plans';
import { own, type SchemeCaller } from './access';
import * as repo from './repository';

/** AGENCY organisations (org_type 02) a scheme may name as its organiser. */
export const AGENCY_ORG_TYPE = '02';

export async function fullView(db: repo.Db, record: repo.SchemeRecord): Promise<SchemeView> {
  const ids = await repo.schemePackageIds(db, record.id, !record.cancelledAt);
  const packages = [];
  for (const id of ids) {
    const found = await findPackage(db, id);
    if (!found) continue;
    packages.push({ ...packageSummary(found), lines: (await packageLines(db, id)).map(lineView) });
  }
  return {
    ...repo.summaryOf(record),
    packages,
    history: await repo.schemeHistory(db, record.id),
    projects: await repo.schemeProjects(db, record.id),
  };
}

/** The organisation's schemes (not cancelled), newest first, with the counts of each status tab. */
export async function schemePage(
  db: repo.Db,
  c: SchemeCaller,
  query: SchemePageQuery,
): Promise<SchemePageResult> {
  const filter = { ...query, orgId: c.orgId };
  let rows = repo.schemesWithNames(db);
  let count = db.selectFrom('schemes as s').select((eb) => eb.fn.countAll().as('n'));
  for (const cond of repo.schemeConditions(filter, true)) {
    rows = rows.where(cond);
    count = count.where(cond);
  }
  let tabs = db
    .selectFrom('schemes as s')
    .select(['s.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('s.status');
  for (const cond of repo.schemeConditions(filter, false)) tabs = tabs.where(cond);
  const records = await rows
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  const total = Number((await count.executeTakeFirst())?.n ?? 0);
  const counts = await tabs.execute();
  return {
    ...pageResult(
      records.map((r) => repo.summaryOf(repo.schemeRecord(r))),
      total,
      query,
    ),
    statusCounts: Object.fromEntries(counts.map((r) => [r.status, Number(r.n)])),
  };
}

/** Live packages of the organisation not in a scheme, the edited scheme's own, and the agencies. */
export async function schemeCandidates(
  db: repo.Db,
  c: SchemeCaller,
  query: SchemeCandidatesQuery,
): Promise<SchemeCandidates> {
  const held = query.schemeId
    ? await repo.schemePackageIds(db, own(c, await repo.findScheme(db, query.schemeId), 'schemeId').id)
    : [];
  let q = db
    .selectFrom('packages')
    .select('id')
    .where('org_id', '=', c.orgId)
    .where((eb) => eb.or([eb('status', '=', K.LIVE), ...(held.length > 0 ? [eb('id', 'in', held)] : [])]));
  if (query.keyword) {
    const like = `%${query.keyword.toLowerCase()}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', like), eb(eb.fn('lower', ['code']), 'like', like)]),
    );
  }
  const ids = await q.orderBy('created_at', 'desc').limit(300).execute();
  const packages = [];
  for (const { id } of ids) {
    const found = await findPackage(db, id);
    if (found) packages.push(packageSummary(found));
  }
  const agencies = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('org_type', '=', AGENCY_ORG_TYPE)
    .orderBy('name')
    .limit(200)
    .execute();
  return { packages, agencies };
}
