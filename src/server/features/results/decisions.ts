import type { z } from 'zod';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { ResultContentView, resultAllotSchema, resultConfirmSchema } from '@/shared/contracts/results';
import { compare, decimal, sum } from '@/shared/rules/evaluation-decimal';
import { transact } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import { projectOutcomes } from '../evaluation-results';
import type { TenderDeps } from '../tender-common';
import { buyerProject, resultError } from './access';
import * as repo from './repository';
import { contentView, ranked } from './views';

type ConfirmInput = z.output<typeof resultConfirmSchema>;
type AllotInput = z.output<typeof resultAllotSchema>;
const ENTITY = 'resultProject';

/**
 * The buyer's two steps on offerResultContent, while the project is in publicity (06): confirm the
 * winners among the ranked offers (confirmConclude-add; a reason for any not ranked first) and, for
 * goods, allot each subject matter's quantity among them (goodsAllot-add; exact decimal sums). Each
 * replaces the previous choice, audited with before and after. Online only: they are judged against the
 * ranking and the subject matters at that moment.
 */
export function createDecisions({ database, clock, audit }: TenderDeps) {
  async function confirm(ctx: RequestContext, input: ConfirmInput): Promise<ResultContentView> {
    return transact(database, clock, ctx, async (trx) => {
      const project = await buyerProject(trx, ctx.actor, input.projectId);
      if (project.status !== PURCHASE_STATUS.PUBLICITY)
        throw resultError('CONFLICT', 'notPublicity', { field: 'projectId' });
      const offers = ranked(await projectOutcomes(trx, project.id));
      const seen = new Set<string>();
      const at = clock.now().toISOString();
      const rows = input.winners.map((w, i) => {
        const offer = offers.find((o) => o.offerId === w.offerId);
        if (!offer) throw resultError('VALIDATION_FAILED', 'notRanked', { field: `winners.${i}.offerId` });
        if (seen.has(offer.orgId))
          throw resultError('VALIDATION_FAILED', 'duplicateWinner', { field: `winners.${i}.offerId` });
        seen.add(offer.orgId);
        const reason = (w.reason ?? '').trim();
        if (offer.rank !== 1 && !reason)
          throw resultError('VALIDATION_FAILED', 'reasonRequired', {
            field: `winners.${i}.reason`,
            rule: 'reasonRequired',
            vars: { rank: offer.rank ?? 0 },
          });
        return {
          project_id: project.id,
          org_id: offer.orgId,
          offer_id: offer.offerId,
          rank: offer.rank as number,
          price: offer.price,
          reason: reason || null,
          confirmed_by: ctx.actor.userId,
          confirmed_at: at,
        };
      });
      const before = await repo.listWinners(trx, project.id);
      await repo.replaceWinners(trx, project.id, rows);
      // Another set of winners: the quantities allotted to the former ones no longer stand.
      const same =
        before.length === rows.length && before.every((b) => rows.some((r) => r.org_id === b.org_id));
      if (!same) await repo.replaceAllotments(trx, project.id, []);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: ENTITY, entityId: project.id, action: 'confirmWinners', before, after: rows },
        ctx.requestId,
      );
      return contentView(trx, project, clock.now());
    });
  }

  async function allot(ctx: RequestContext, input: AllotInput): Promise<ResultContentView> {
    return transact(database, clock, ctx, async (trx) => {
      const project = await buyerProject(trx, ctx.actor, input.projectId);
      if (project.status !== PURCHASE_STATUS.PUBLICITY)
        throw resultError('CONFLICT', 'notPublicity', { field: 'projectId' });
      const [winners, subjects] = await Promise.all([
        repo.listWinners(trx, project.id),
        repo.listSubjectMatters(trx, project.id),
      ]);
      if (subjects.length === 0) throw resultError('CONFLICT', 'notGoods', { field: 'projectId' });
      if (winners.length === 0) throw resultError('CONFLICT', 'noWinners', { field: 'projectId' });
      const winnerOrgs = new Set(winners.map((w) => w.org_id));
      const keys = new Set<string>();
      for (const [i, line] of input.lines.entries()) {
        if (!subjects.some((s) => s.id === line.subjectMatterId))
          throw resultError('VALIDATION_FAILED', 'subjectNotFound', { field: `lines.${i}.subjectMatterId` });
        if (!winnerOrgs.has(line.orgId))
          throw resultError('VALIDATION_FAILED', 'notWinner', { field: `lines.${i}.orgId` });
        const key = `${line.subjectMatterId}\n${line.orgId}`;
        if (keys.has(key))
          throw resultError('VALIDATION_FAILED', 'duplicateAllotment', { field: `lines.${i}.orgId` });
        keys.add(key);
      }
      for (const s of subjects) {
        const lines = input.lines.filter((l) => l.subjectMatterId === s.id);
        const total = sum(lines.map((l) => decimal(l.quantity)));
        if (compare(total, decimal(s.quantity)) !== 0)
          throw resultError('VALIDATION_FAILED', 'allotmentSum', {
            field: 'lines',
            rule: 'allotmentSum',
            vars: { line: s.line_no, name: s.material_name, quantity: s.quantity },
          });
      }
      const at = clock.now().toISOString();
      const rows = input.lines.map((l) => ({
        project_id: project.id,
        subject_matter_id: l.subjectMatterId,
        org_id: l.orgId,
        quantity: l.quantity,
        updated_by: ctx.actor.userId,
        updated_at: at,
      }));
      const before = await repo.listAllotments(trx, project.id);
      await repo.replaceAllotments(trx, project.id, rows);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: ENTITY, entityId: project.id, action: 'allotGoods', before, after: rows },
        ctx.requestId,
      );
      return contentView(trx, project, clock.now());
    });
  }

  return { confirm, allot };
}
