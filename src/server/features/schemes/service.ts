import {
  PACKAGE_STATUS as K,
  PLAN_STATUS as L,
  SCHEME_ORGANISER,
  SCHEME_STATUS as S,
} from '@/shared/codes/plans';
import type {
  SchemeCandidates,
  SchemeCandidatesQuery,
  SchemePageQuery,
  SchemePageResult,
  SchemeSave,
  SchemeView,
} from '@/shared/contracts/schemes';
import { randomId } from '@/shared/format/random-id';
import { sumCents, yuanToCents } from '@/shared/rules/plan-money';
import type { Database } from '../../db/database';
import { transact, type Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { findPackage } from '../plans';
import { changedMeanwhile, own, type SchemeAccess, type SchemeCaller, schemeError } from './access';
import { AGENCY_ORG_TYPE, fullView, schemeCandidates, schemePage } from './reads';
import * as repo from './repository';

export type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
export interface SchemeDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  access: SchemeAccess;
}

/** Draft and rejected schemes may be changed; saving a rejected one makes it a draft again. */
const EDITABLE: readonly string[] = [S.DRAFT, S.REJECTED];

export const auditScheme = (
  audit: AuditService,
  trx: Trx,
  ctx: Ctx,
  action: string,
  before: unknown,
  after: SchemeView,
) =>
  audit.append(
    trx,
    ctx.actor,
    {
      entityType: 'scheme',
      entityId: after.id,
      action,
      before,
      after: { ...after, packages: after.packages.map((p) => p.id), history: undefined },
    },
    ctx.requestId,
  );

/** Moves packages into the scheme (00 -> 01, lines 05 -> 06) or back out (01 -> 00, lines 06 -> 05). */
export async function movePackages(
  trx: Trx,
  schemeId: string,
  ids: readonly string[],
  into: boolean,
  at: string,
) {
  if (ids.length === 0) return;
  const moved = await trx
    .updateTable('packages')
    .set({ status: into ? K.IN_SCHEME : K.LIVE, updated_at: at })
    .where('id', 'in', [...ids])
    .where('status', '=', into ? K.LIVE : K.IN_SCHEME)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== ids.length)
    throw schemeError('CONFLICT', 'packageNotFree', 'packageIds');
  await trx
    .updateTable('plan_lines')
    .set({ status: into ? L.IN_SCHEME : L.PACKAGED, updated_at: at })
    .where('package_id', 'in', [...ids])
    .where('status', '=', into ? L.PACKAGED : L.IN_SCHEME)
    .execute();
  if (into)
    await trx
      .insertInto('scheme_packages')
      .values(ids.map((packageId) => ({ scheme_id: schemeId, package_id: packageId, live: 1, added_at: at })))
      .execute();
  else
    await trx
      .updateTable('scheme_packages')
      .set({ live: null })
      .where('scheme_id', '=', schemeId)
      .where('package_id', 'in', [...ids])
      .execute();
}

export function createSchemeService({ database, clock, audit, access }: SchemeDeps) {
  const db = database.db;

  /** Packages of the caller's organisation, live or already this scheme's: budget = exact sum. */
  async function checkPackages(trx: Trx, c: SchemeCaller, ids: readonly string[], held: readonly string[]) {
    const budgets: bigint[] = [];
    for (const [i, id] of ids.entries()) {
      const found = own(c, await findPackage(trx, id), `packageIds.${i}`);
      if (!held.includes(id) && found.status !== K.LIVE)
        throw schemeError('CONFLICT', 'packageNotFree', `packageIds.${i}`);
      budgets.push(yuanToCents(found.budget) ?? 0n);
    }
    return sumCents(budgets);
  }

  async function checkAgency(trx: Trx, input: SchemeSave): Promise<string | null> {
    if (input.organiser !== SCHEME_ORGANISER.AGENCY) return null;
    const agency = await trx
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', input.agencyOrgId ?? '')
      .where('org_type', '=', AGENCY_ORG_TYPE)
      .executeTakeFirst();
    if (!agency) throw schemeError('NOT_FOUND', 'agencyNotFound', 'agencyOrgId');
    return agency.id;
  }

  return {
    async page(actor: Actor, query: SchemePageQuery): Promise<SchemePageResult> {
      return schemePage(db, await access.caller(actor, false), query);
    },

    async get(actor: Actor, id: string): Promise<SchemeView> {
      const c = await access.caller(actor, false);
      return fullView(db, own(c, await repo.findScheme(db, id)));
    },

    async candidates(actor: Actor, query: SchemeCandidatesQuery): Promise<SchemeCandidates> {
      return schemeCandidates(db, await access.caller(actor, true), query);
    },

    /** Create, or change a draft or rejected scheme; packages leaving it are free again. */
    async save(ctx: Ctx, input: SchemeSave): Promise<SchemeView> {
      const c = await access.caller(ctx.actor, true);
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const before = input.id ? own(c, await repo.findScheme(trx, input.id)) : undefined;
        if (before && !EDITABLE.includes(before.status))
          throw schemeError('CONFLICT', 'notEditable', 'status');
        if (before && input.version !== undefined && input.version !== before.version)
          throw changedMeanwhile();
        const id = before?.id ?? randomId();
        const held = before ? await repo.schemePackageIds(trx, id) : [];
        const budget = await checkPackages(trx, c, input.packageIds, held);
        const header = {
          name: input.name.trim(),
          tender_method: input.tenderMethod,
          organiser: input.organiser,
          agency_org_id: await checkAgency(trx, input),
          budget_cents: budget.toString(),
          publish_date: input.publishDate,
          quote_end_time: input.quoteEndTime,
          evaluation_method: input.evaluationMethod,
          qualification: input.qualification?.trim() || null,
          status: S.DRAFT,
          updated_by: c.actor.userId,
          updated_at: at,
        };
        if (before) {
          const changed = await trx
            .updateTable('schemes')
            .set({ ...header, version: before.version + 1 })
            .where('id', '=', id)
            .where('status', '=', before.status)
            .where('version', '=', before.version)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) throw changedMeanwhile();
        } else {
          await trx
            .insertInto('schemes')
            .values({
              id,
              org_id: c.orgId,
              code: `SCH-${at.slice(0, 10).replaceAll('-', '')}-${id.slice(0, 6).toUpperCase()}`,
              ...header,
              cancelled_at: null,
              reason: null,
              version: 1,
              created_by: c.actor.userId,
              created_at: at,
            })
            .execute();
        }
        const wanted = new Set(input.packageIds);
        await movePackages(
          trx,
          id,
          held.filter((p) => !wanted.has(p)),
          false,
          at,
        );
        const added = input.packageIds.filter((p) => !held.includes(p));
        // Rows of packages that left earlier are replaced, so a package may come back.
        if (added.length > 0)
          await trx
            .deleteFrom('scheme_packages')
            .where('scheme_id', '=', id)
            .where('package_id', 'in', added)
            .execute();
        await movePackages(trx, id, added, true, at);
        await repo.addHistory(
          trx,
          { schemeId: id, action: before ? 'edit' : 'create', from: before?.status ?? null, to: S.DRAFT },
          c.actor.userId,
          at,
        );
        const after = await fullView(trx, own(c, await repo.findScheme(trx, id)));
        await auditScheme(audit, trx, ctx, before ? 'update' : 'create', before, after);
        return after;
      });
    },
  };
}
