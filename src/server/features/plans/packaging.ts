import { PACKAGE_STATUS as K, PLAN_STATUS as S } from '@/shared/codes/plans';
import type {
  AssignLineView,
  PackageCandidatesQuery,
  PackagePageQuery,
  PackagePageResult,
  PackageSave,
  PackageUndo,
  PackageView,
} from '@/shared/contracts/plan-packages';
import { PLAN_PACKAGE_FUNCTIONS } from '@/shared/contracts/plan-paths';
import { randomId } from '@/shared/format/random-id';
import { sumCents, yuanToCents } from '@/shared/rules/plan-money';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import { lineError, ownLines } from './assign-scope';
import { changedMeanwhile, fullView, own, packageCandidates, packagePage, takenLine } from './package-reads';
import * as pk from './package-repository';
import type { Ctx } from './plan-view';
import type { PlanDeps } from './service';

/**
 * Packages (planCreate): allocated lines grouped for one procurement. A line is in at most one live
 * package: the service checks it inside the transaction and moves lines only while still free (a
 * concurrent save finds none to take), and the partial unique index package_lines_live_uq holds it too.
 */
export function createPackageService({ database, clock, audit, access }: PlanDeps) {
  const db = database.db;
  const caller = async (actor: Actor) => {
    const c = await access.caller(actor);
    await access.requireFunction(c.actor, PLAN_PACKAGE_FUNCTIONS.packages);
    return c;
  };

  const auditPackage = (trx: Trx, ctx: Ctx, action: string, before: unknown, after: PackageView) =>
    audit.append(
      trx,
      ctx.actor,
      {
        entityType: 'plan-package',
        entityId: after.id,
        action,
        before,
        after: { ...pk.summaryOf({ ...after, orgId: '' }), lineIds: after.lines.map((l) => l.id) },
      },
      ctx.requestId,
    );

  return {
    async page(actor: Actor, query: PackagePageQuery): Promise<PackagePageResult> {
      return packagePage(db, await caller(actor), query);
    },

    async get(actor: Actor, id: string): Promise<PackageView> {
      const c = await caller(actor);
      return fullView(db, own(c, await pk.findPackage(db, id)));
    },

    async candidates(actor: Actor, query: PackageCandidatesQuery): Promise<{ records: AssignLineView[] }> {
      return packageCandidates(db, await caller(actor), query);
    },

    /** Create, or change a live package: new lines 04 -> 05, lines left out 05 -> 04; budget = exact sum. */
    async save(ctx: Ctx, input: PackageSave): Promise<PackageView> {
      const c = await caller(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const before = input.id ? own(c, await pk.findPackage(trx, input.id)) : undefined;
        if (before && before.status !== K.LIVE)
          throw new AppError('CONFLICT', {
            messageKey: 'plan-package:errors.notEditable',
            field: 'status',
            rule: 'status',
          });
        if (before && input.version !== undefined && input.version !== before.version)
          throw changedMeanwhile();
        const id = before?.id ?? randomId();
        const lines = await ownLines(trx, c, input.lineIds);
        lines.forEach((l, i) => {
          if (l.packageId === id && l.status === S.PACKAGED) return;
          if (l.packageId) throw lineError('CONFLICT', 'inOtherPackage', i, l);
          if (l.status !== S.ALLOCATED) throw lineError('CONFLICT', 'notPackageable', i, l);
        });
        const budget = sumCents(lines.map((l) => yuanToCents(l.amount) ?? 0n)).toString();
        const header = {
          name: input.name.trim(),
          remark: input.remark?.trim() || null,
          budget_cents: budget,
          line_count: lines.length,
          updated_by: c.actor.userId,
          updated_at: at,
        };
        if (before) {
          const changed = await trx
            .updateTable('packages')
            .set({ ...header, version: before.version + 1 })
            .where('id', '=', id)
            .where('status', '=', K.LIVE)
            .where('version', '=', before.version)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) throw changedMeanwhile();
        } else {
          const stamp = at.slice(0, 10).replaceAll('-', '');
          await pk.insertPackage(trx, {
            id,
            org_id: c.orgId,
            code: `PKG-${stamp}-${id.slice(0, 6).toUpperCase()}`,
            ...header,
            status: K.LIVE,
            undo_reason: null,
            version: 1,
            created_by: c.actor.userId,
            created_at: at,
          });
        }
        const wanted = new Set(lines.map((l) => l.id));
        const held = before ? (await pk.packageLines(trx, id)).map((l) => l.id) : [];
        const removed = held.filter((lineId) => !wanted.has(lineId));
        const added = lines.map((l) => l.id).filter((lineId) => !held.includes(lineId));
        if (removed.length > 0) {
          await trx
            .updateTable('plan_lines')
            .set({ status: S.ALLOCATED, package_id: null, updated_at: at })
            .where('id', 'in', removed)
            .where('package_id', '=', id)
            .execute();
          await trx
            .deleteFrom('package_lines')
            .where('package_id', '=', id)
            .where('line_id', 'in', removed)
            .execute();
        }
        if (added.length > 0) {
          // Only lines still free move: a concurrent save that took one leaves the count short.
          const moved = await trx
            .updateTable('plan_lines')
            .set({ status: S.PACKAGED, package_id: id, updated_at: at })
            .where('id', 'in', added)
            .where('status', '=', S.ALLOCATED)
            .where('package_id', 'is', null)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== added.length) throw await takenLine(trx, added, id);
          await trx
            .insertInto('package_lines')
            .values(added.map((lineId) => ({ package_id: id, line_id: lineId, live: 1, added_at: at })))
            .execute();
        }
        await pk.addHistory(
          trx,
          { packageId: id, action: before ? 'edit' : 'create', from: before ? K.LIVE : null, to: K.LIVE },
          c.actor.userId,
          at,
        );
        const after = await fullView(trx, own(c, await pk.findPackage(trx, id)));
        await auditPackage(trx, ctx, before ? 'update' : 'create', before, after);
        return after;
      });
    },

    /** Undo a live package: its lines return to allocated and may be packaged again. */
    async undo(ctx: Ctx, input: PackageUndo): Promise<PackageView> {
      const c = await caller(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const before = own(c, await pk.findPackage(trx, input.id));
        if (before.status !== K.LIVE)
          throw new AppError('CONFLICT', {
            messageKey: 'plan-package:errors.notUndoablePackage',
            field: 'status',
            rule: 'status',
          });
        if (input.version !== undefined && input.version !== before.version) throw changedMeanwhile();
        const changed = await trx
          .updateTable('packages')
          .set({
            status: K.UNDONE,
            undo_reason: input.reason?.trim() || null,
            version: before.version + 1,
            updated_by: c.actor.userId,
            updated_at: at,
          })
          .where('id', '=', before.id)
          .where('status', '=', K.LIVE)
          .where('version', '=', before.version)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw changedMeanwhile();
        await trx
          .updateTable('plan_lines')
          .set({ status: S.ALLOCATED, package_id: null, updated_at: at })
          .where('package_id', '=', before.id)
          .where('status', '=', S.PACKAGED)
          .execute();
        await trx
          .updateTable('package_lines')
          .set({ live: null })
          .where('package_id', '=', before.id)
          .execute();
        await pk.addHistory(
          trx,
          {
            packageId: before.id,
            action: 'undo',
            from: K.LIVE,
            to: K.UNDONE,
            reason: input.reason?.trim() || null,
          },
          c.actor.userId,
          at,
        );
        const after = await fullView(trx, own(c, await pk.findPackage(trx, before.id)));
        await auditPackage(trx, ctx, 'undo', before, after);
        return after;
      });
    },
  };
}
