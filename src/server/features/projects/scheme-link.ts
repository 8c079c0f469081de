import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import type { ProjectSchemeLink } from '@/shared/contracts/schemes';
import { randomId } from '@/shared/format/random-id';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { Trx } from '../../db/transact';
import { createSubjectMattersFromPlanLines } from '../subject-matters';
import * as repo from './repository';
import { newProjectCode } from './rules';

type Db = Parameters<typeof repo.findProject>[0];

export interface SchemeProjectInput {
  schemeId: string;
  packageId: string;
  name: string;
  tenderMethod: string;
  /** Yuan, two decimals. */
  budget: string;
  description: string | null;
  /** The organisation node that runs the project (the executing buyer's). */
  departId: string;
  agencyOrgId: string | null;
  evaluationMethod: string;
  signupEndTime: string;
  quoteEndTime: string;
  actorId: string;
  at: Date;
}

/**
 * A draft tender project prefilled from an executed scheme's package, linked back to both (the schemes
 * area calls this inside its own unit of work; one project per scheme and package is a unique index).
 */
export async function createSchemeProject(trx: Trx, input: SchemeProjectInput): Promise<string> {
  let code = newProjectCode(input.at);
  while (await repo.codeTaken(trx, code)) code = newProjectCode(input.at);
  const id = randomId();
  const at = input.at.toISOString();
  await trx
    .insertInto('tender_projects')
    .values({
      id,
      project_code: code,
      name: input.name,
      tender_method: input.tenderMethod,
      budget: input.budget,
      description: input.description,
      depart_id: input.departId,
      status: P.DRAFT,
      signup_end_time: input.signupEndTime,
      quote_end_time: input.quoteEndTime,
      published_at: null,
      cancel_reason: null,
      opened_at: null,
      scheme_id: input.schemeId,
      package_id: input.packageId,
      agency_org_id: input.agencyOrgId,
      evaluation_method: input.evaluationMethod,
      version: 1,
      created_by: input.actorId,
      updated_by: input.actorId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  // One subject matter per plan line of the package, linked to it (material, quantity, unit, budget).
  const lines = await trx
    .selectFrom('package_lines as pl')
    .innerJoin('plan_lines as l', 'l.id', 'pl.line_id')
    .innerJoin('plans as pn', 'pn.id', 'l.plan_id')
    .select('l.id')
    .where('pl.package_id', '=', input.packageId)
    .orderBy('pn.title')
    .orderBy('l.line_no')
    .orderBy('l.id')
    .execute();
  await createSubjectMattersFromPlanLines(
    trx,
    id,
    lines.map((l) => l.id),
    input.actorId,
    at,
  );
  return id;
}

/** The scheme, package and plan lines a project was executed from; undefined for a hand-made project. */
export async function schemeLinkOf(db: Db, projectId: string): Promise<ProjectSchemeLink | undefined> {
  const row = await db
    .selectFrom('tender_projects as p')
    .innerJoin('schemes as s', 's.id', 'p.scheme_id')
    .innerJoin('packages as k', 'k.id', 'p.package_id')
    .leftJoin('organisations as a', 'a.id', 'p.agency_org_id')
    .select([
      's.id as scheme_id',
      's.code as scheme_code',
      's.name as scheme_name',
      'k.id as package_id',
      'k.code as package_code',
      'k.name as package_name',
      'p.evaluation_method',
      'a.name as agency_name',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('package_lines as pl')
    .innerJoin('plan_lines as l', 'l.id', 'pl.line_id')
    .innerJoin('plans as pn', 'pn.id', 'l.plan_id')
    .select(['l.id', 'pn.title', 'l.line_no', 'l.material_name', 'l.quantity'])
    .select((eb) => eb.cast<string>('l.amount_cents', 'text').as('cents'))
    .where('pl.package_id', '=', row.package_id)
    .orderBy('pn.title')
    .orderBy('l.line_no')
    .execute();
  return {
    schemeId: row.scheme_id,
    schemeCode: row.scheme_code,
    schemeName: row.scheme_name,
    packageId: row.package_id,
    packageCode: row.package_code,
    packageName: row.package_name,
    ...(row.evaluation_method ? { evaluationMethod: row.evaluation_method } : {}),
    ...(row.agency_name ? { agencyName: row.agency_name } : {}),
    lines: lines.map((l) => ({
      id: l.id,
      planTitle: l.title,
      lineNo: Number(l.line_no),
      materialName: l.material_name,
      quantity: String(l.quantity),
      amount: centsToYuan(BigInt(l.cents ?? '0')),
    })),
  };
}
