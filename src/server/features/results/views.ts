import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type {
  PublicityView,
  ResultBlocker,
  ResultContentView,
  ResultProjectHead,
  ResultSubjectMatter,
} from '@/shared/contracts/results';
import { compare, decimal, sum } from '@/shared/rules/evaluation-decimal';
import type { GoodsAllotmentTable } from '../../db/schema-results';
import { type ProjectOutcome, projectOutcomes } from '../evaluation-results';
import { assertNoBlockingObjection } from '../objections';
import type { Db, ProjectRow } from '../tender-common';
import * as repo from './repository';

export async function head(db: Db, project: ProjectRow): Promise<ResultProjectHead> {
  const { tenderMethod } = await repo.projectExtras(db, project.id);
  return {
    id: project.id,
    name: project.name,
    code: project.project_code,
    status: project.status,
    tenderMethod,
  };
}

/** The ranked offers (rejected ones are never published). */
export const ranked = (outcomes: readonly ProjectOutcome[]) => outcomes.filter((o) => o.rank !== null);

export async function publicityView(db: Db, project: ProjectRow, now: Date): Promise<PublicityView> {
  const [publicity, outcomes] = await Promise.all([
    repo.findPublicity(db, project.id),
    projectOutcomes(db, project.id),
  ]);
  return {
    project: await head(db, project),
    startedAt: publicity?.started_at ?? '',
    endsAt: publicity?.ends_at ?? '',
    days: publicity?.days ?? 0,
    serverNow: now.toISOString(),
    candidates: ranked(outcomes).map((o) => ({
      rank: o.rank as number,
      supplierName: o.supplierName,
      price: o.price,
      score: o.total,
      candidate: o.candidate,
    })),
  };
}

/** Per subject matter, the winners' allotted quantities add up exactly to the procured quantity. */
export function allotmentComplete(
  subjects: readonly { id: string; quantity: string }[],
  allotments: readonly GoodsAllotmentTable[],
  winnerOrgs: ReadonlySet<string>,
): boolean {
  return subjects.every((s) => {
    const lines = allotments.filter((a) => a.subject_matter_id === s.id && winnerOrgs.has(a.org_id));
    return compare(sum(lines.map((a) => decimal(a.quantity))), decimal(s.quantity)) === 0;
  });
}

async function objectionOpen(db: Db, projectId: string): Promise<boolean> {
  try {
    await assertNoBlockingObjection(db, projectId);
    return false;
  } catch {
    return true;
  }
}

export async function contentView(db: Db, project: ProjectRow, now: Date): Promise<ResultContentView> {
  const [publicity, outcomes, winners, allotments, subjects] = await Promise.all([
    repo.findPublicity(db, project.id),
    projectOutcomes(db, project.id),
    repo.listWinners(db, project.id),
    repo.listAllotments(db, project.id),
    repo.listSubjectMatters(db, project.id),
  ]);
  const name = new Map(outcomes.map((o) => [o.offerId, o.supplierName]));
  const goods = subjects.length > 0;
  const winnerOrgs = new Set(winners.map((w) => w.org_id));
  const rankOf = new Map(winners.map((w) => [w.org_id, w.rank]));
  const blockers: ResultBlocker[] = [];
  if (project.status !== PURCHASE_STATUS.PUBLICITY) blockers.push('notPublicity');
  else {
    if (!publicity || now.getTime() < Date.parse(publicity.ends_at)) blockers.push('publicityRunning');
    if (await objectionOpen(db, project.id)) blockers.push('objectionOpen');
    if (winners.length === 0) blockers.push('noWinners');
    else if (goods && !allotmentComplete(subjects, allotments, winnerOrgs)) blockers.push('allotment');
  }
  const subjectMatters: ResultSubjectMatter[] = subjects.map((s) => ({
    id: s.id,
    lineNo: s.line_no,
    materialName: s.material_name,
    quantity: s.quantity,
    unitCode: s.unit_code,
    // In the winners' order (rank), as the allotment screen lists them.
    allotments: allotments
      .filter((a) => a.subject_matter_id === s.id)
      .sort((x, y) => (rankOf.get(x.org_id) ?? 1e9) - (rankOf.get(y.org_id) ?? 1e9))
      .map((a) => ({ orgId: a.org_id, quantity: a.quantity })),
  }));
  return {
    project: await head(db, project),
    publicity: publicity
      ? { startedAt: publicity.started_at, endsAt: publicity.ends_at, days: publicity.days }
      : null,
    serverNow: now.toISOString(),
    candidates: ranked(outcomes).map((o) => ({
      offerId: o.offerId,
      orgId: o.orgId,
      rank: o.rank as number,
      supplierName: o.supplierName,
      price: o.price,
      score: o.total,
      candidate: o.candidate,
    })),
    winners: winners.map((w) => ({
      offerId: w.offer_id,
      orgId: w.org_id,
      supplierName: name.get(w.offer_id) ?? '',
      rank: w.rank,
      price: w.price,
      reason: w.reason,
      confirmedAt: w.confirmed_at,
    })),
    goods,
    subjectMatters,
    blockers,
  };
}
