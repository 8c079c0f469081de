import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import {
  SUBJECT_MATTER_MAX_LINES,
  type SubjectMatterList,
  type SubjectMatterMerge,
  type SubjectMatterSave,
  type SubjectMatterView,
} from '@/shared/contracts/subject-matters';
import { lineAmountCents, yuanToCents } from '@/shared/rules/plan-money';
import { sumQuantities } from '@/shared/rules/subject-matter-quantities';
import { type Trx, transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import { createDictionariesService } from '../dictionaries/service';
import { recordAmendment } from '../project-rules';
import type { Db, ProjectRow, TenderDeps } from '../tender-common';
import { changeMode, managedProject, readableProject, subjectError } from './access';
import { addLines, lineColumns, totalOf } from './lines';
import { createSheetService } from './sheet-service';
import * as repo from './repository';

/**
 * A project's subject matters: the buyer side changes them while the project is a draft; once it is
 * published a change is an amendment of the tender (design note section 3), recorded by the
 * project-rules area (versioned, the quote end moved when fewer than amendMinDays remain, offerers
 * written to) in the same unit of work.
 */
export function createSubjectMatterService(deps: TenderDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;
  const dictionaries = createDictionariesService(database);

  const editable = (project: ProjectRow) =>
    project.status === PURCHASE_STATUS.DRAFT || project.status === PURCHASE_STATUS.PUBLISHED;

  async function listOf(d: Db, project: ProjectRow, manager: boolean): Promise<SubjectMatterList> {
    const lines = await repo.listLines(d, project.id);
    return {
      projectId: project.id,
      projectStatus: project.status,
      editable: manager && editable(project),
      lines,
      total: totalOf(lines),
    };
  }

  /** The project when its subject matters may change now; a published one records an amendment. */
  async function changeable(
    trx: Trx,
    ctx: RequestContext,
    projectId: string,
    what: string,
    amendDays: number,
  ) {
    const project = await managedProject(trx, ctx.actor, projectId);
    if (changeMode(project) === 'amendment')
      await recordAmendment(trx, {
        projectId: project.id,
        // The amendment kinds are the rules area's; subject matters are part of the tender's terms.
        summary: { what: 'rules', fields: ['subjectMatters'], detail: what },
        byUserId: ctx.actor.userId,
        now: clock.now(),
        amendMinDays: amendDays,
      });
    return project;
  }

  /**
   * One unit of work, after the quote-end sweep (its own transaction) so the status read is current;
   * amendMinDays is read before it too (a pool read inside the transaction would wait on it on SQLite).
   */
  async function work<T>(ctx: RequestContext, body: (trx: Trx, amendDays: number) => Promise<T>): Promise<T> {
    await deps.closeDue?.();
    const amendDays = await deps.amendMinDays();
    return transact(database, clock, ctx, (trx) => body(trx, amendDays));
  }

  const record = (
    trx: Trx,
    ctx: RequestContext,
    project: ProjectRow,
    action: string,
    before: unknown,
    after: unknown,
  ) =>
    audit.append(
      trx,
      ctx.actor,
      { entityType: 'tenderProject', entityId: project.id, action, before, after },
      ctx.requestId,
    );

  /** The catalogue item's category when a material is named; refuses an unknown or withdrawn one. */
  async function categoryOf(trx: Trx, materialId: string | undefined): Promise<string | undefined> {
    if (!materialId) return undefined;
    const item = await repo.catalogueItem(trx, materialId);
    if (!item) throw subjectError('VALIDATION_FAILED', 'materialNotFound', 'materialId');
    return item.category_code;
  }

  const summary = (
    l: Pick<SubjectMatterView, 'id' | 'materialName' | 'quantity' | 'unitPrice' | 'amount'>,
  ) => ({
    id: l.id,
    materialName: l.materialName,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    amount: l.amount,
  });

  const sheets = createSheetService({
    db,
    dictionaries,
    now: () => clock.now().toISOString(),
    work,
    changeable,
    record,
  });

  return {
    ...sheets,
    /** The buyer side's list. */
    async list(actor: Actor, projectId: string): Promise<SubjectMatterList> {
      await deps.closeDue?.();
      return listOf(db, await managedProject(db, actor, projectId), true);
    },

    /** Read only: buyer side, signed-up suppliers of a published project, its committee. */
    async read(actor: Actor, projectId: string): Promise<SubjectMatterList> {
      await deps.closeDue?.();
      const { project, manager } = await readableProject(db, actor, projectId);
      return listOf(db, project, manager);
    },

    async save(ctx: RequestContext, input: SubjectMatterSave): Promise<SubjectMatterView> {
      return work(ctx, async (trx, days) => {
        const project = await changeable(trx, ctx, input.projectId, input.id ? 'edit' : 'add', days);
        await dictionaries.requireCode(trx, MEASURE_UNIT_GROUP, input.unitCode, 'unitCode');
        const categoryCode = (await categoryOf(trx, input.materialId)) ?? input.categoryCode;
        const fields = { ...input, categoryCode: input.materialId ? categoryCode : null };
        const at = clock.now().toISOString();
        let id = input.id;
        let before: SubjectMatterView | undefined;
        if (!id) {
          if ((await repo.countLines(trx, project.id)) >= SUBJECT_MATTER_MAX_LINES)
            throw subjectError('CONFLICT', 'tooMany', 'projectId', { max: SUBJECT_MATTER_MAX_LINES });
          [id] = await addLines(trx, project.id, [fields], ctx.actor.userId, at);
        } else {
          [before] = await repo.findLines(trx, project.id, [id]);
          if (!before) throw subjectError('NOT_FOUND', 'notFound', 'id');
          if (input.version !== undefined && input.version !== before.version)
            throw subjectError('CONFLICT', 'changedMeanwhile', 'version');
          const changes = { ...lineColumns(fields), updated_by: ctx.actor.userId, updated_at: at };
          if (!(await repo.updateLine(trx, id, before.version, changes)))
            throw subjectError('CONFLICT', 'changedMeanwhile', 'version');
        }
        const [after] = await repo.findLines(trx, project.id, [id as string]);
        const view = after as SubjectMatterView;
        await record(
          trx,
          ctx,
          project,
          before ? 'subjectMatterEdit' : 'subjectMatterAdd',
          before ? summary(before) : null,
          summary(view),
        );
        return view;
      });
    },

    async remove(
      ctx: RequestContext,
      input: { projectId: string; ids: string[] },
    ): Promise<{ deleted: number }> {
      return work(ctx, async (trx, days) => {
        const project = await changeable(trx, ctx, input.projectId, 'delete', days);
        const ids = [...new Set(input.ids)];
        const found = await repo.findLines(trx, project.id, ids);
        if (found.length !== ids.length) throw subjectError('NOT_FOUND', 'notFound', 'ids');
        await repo.deleteLines(trx, ids);
        await repo.renumber(trx, project.id);
        await record(trx, ctx, project, 'subjectMatterDelete', found.map(summary), null);
        return { deleted: ids.length };
      });
    },

    /**
     * Lines of one material (the same catalogue item, or the same typed name without one) and one unit
     * become the first of them: quantities summed exactly, the price kept (or the one given when they
     * differ), remarks joined, every plan link kept; the others go and the lines are numbered again.
     */
    async merge(ctx: RequestContext, input: SubjectMatterMerge): Promise<SubjectMatterView> {
      return work(ctx, async (trx, days) => {
        const project = await changeable(trx, ctx, input.projectId, 'merge', days);
        const ids = [...new Set(input.ids)];
        if (ids.length < 2) throw subjectError('VALIDATION_FAILED', 'mergeTwo', 'ids');
        const lines = await repo.findLines(trx, project.id, ids);
        if (lines.length !== ids.length) throw subjectError('NOT_FOUND', 'notFound', 'ids');
        const [first, ...rest] = lines as [SubjectMatterView, ...SubjectMatterView[]];
        const material = (l: SubjectMatterView) =>
          l.materialId ?? `name:${l.materialName.trim().toLowerCase()}`;
        if (rest.some((l) => material(l) !== material(first) || l.unitCode !== first.unitCode))
          throw subjectError('CONFLICT', 'mergeMismatch', 'ids');
        const prices = new Set(lines.map((l) => l.unitPrice));
        if (prices.size > 1 && !input.unitPrice)
          throw subjectError('VALIDATION_FAILED', 'mergePrice', 'unitPrice');
        const unitPrice = input.unitPrice ?? first.unitPrice;
        const quantity = sumQuantities(lines.map((l) => l.quantity));
        if (quantity === undefined) throw subjectError('VALIDATION_FAILED', 'mergeTooLarge', 'ids');
        if (yuanToCents(unitPrice) === undefined || lineAmountCents(quantity, unitPrice) === undefined)
          throw subjectError('VALIDATION_FAILED', 'mergeTooLarge', 'unitPrice');
        const remarks = [...new Set(lines.map((l) => l.remark?.trim()).filter(Boolean))]
          .join('; ')
          .slice(0, 500);
        const at = clock.now().toISOString();
        const columns = lineColumns({
          ...first,
          specification: first.specification ?? undefined,
          deliveryPlace: first.deliveryPlace ?? undefined,
          deliveryDate: first.deliveryDate ?? undefined,
          quantity,
          unitPrice,
          remark: remarks || undefined,
        });
        if (
          !(await repo.updateLine(trx, first.id, first.version, {
            ...columns,
            updated_by: ctx.actor.userId,
            updated_at: at,
          }))
        )
          throw subjectError('CONFLICT', 'changedMeanwhile', 'version');
        const links = new Set(first.planLineIds);
        const moved = rest.flatMap((l) => l.planLineIds).filter((id) => !links.has(id));
        await repo.deleteLines(
          trx,
          rest.map((l) => l.id),
        );
        await repo.linkPlanLines(trx, first.id, moved);
        await repo.renumber(trx, project.id);
        const [merged] = await repo.findLines(trx, project.id, [first.id]);
        const view = merged as SubjectMatterView;
        await record(trx, ctx, project, 'subjectMatterMerge', lines.map(summary), summary(view));
        return view;
      });
    },
  };
}

export type SubjectMatterService = ReturnType<typeof createSubjectMatterService>;
