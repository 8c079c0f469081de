import { PRICE_METHOD } from '@/shared/codes/evaluation';
import type {
  EvaluationResultOverview,
  ResultReason,
  ResultStep,
} from '@/shared/contracts/evaluation-results';
import { fromFraction, toFixedHalfUp } from '@/shared/rules/evaluation-decimal';
import type { ProjectRow, Db } from '../tender-common';
import * as reports from './report-repository';
import * as repo from './repository';
import { parseStored } from './stored';

const shown = (fraction: string | null) => (fraction === null ? null : toFixedHalfUp(fromFraction(fraction)));

/**
 * What the results screens and the report show. Before the leader summarises a step, nobody (the buyer,
 * another expert, the leader) reads its marks here: only who has sent a sheet. After the summary, every
 * expert's marks with the expert's name and organisation.
 */
export async function loadOverview(
  db: Db,
  project: ProjectRow,
  reader: { userId: string | null; leaderId: string | null },
): Promise<EvaluationResultOverview> {
  const [extras, members, steps, criteria, senders, offers, stepResults, scraps, outcomes, report] =
    await Promise.all([
      repo.projectExtras(db, project.id),
      repo.listMembers(db, project.id),
      repo.listSteps(db, project.id),
      repo.listCriteria(db, project.id),
      repo.sheetSenders(db, project.id),
      repo.listOffers(db, project.id),
      repo.listStepResults(db, project.id),
      repo.listScraps(db, project.id),
      repo.listOutcomes(db, project.id),
      reports.reportMeta(db, project.id),
    ]);
  const name = new Map(members.map((m) => [m.userId, m]));
  const supplier = new Map(offers.map((o) => [o.offerId, o.supplierName]));
  const views: ResultStep[] = [];
  for (const step of steps) {
    const stored = stepResults.find((r) => r.step_code === step.step_code);
    const summarised = step.status === '01' && stored !== undefined;
    const counted = summarised ? (JSON.parse(stored.experts_json) as string[]) : [];
    const sheets = summarised ? await repo.listSheets(db, project.id, step.step_code) : [];
    views.push({
      code: step.step_code,
      seq: step.seq,
      status: step.status,
      submittedBy: senders
        .filter((s) => s.step_code === step.step_code)
        .map((s) => name.get(s.expert_user_id)?.name ?? ''),
      criteria: criteria
        .filter((c) => c.step_code === step.step_code)
        .map((c) => ({ id: c.id, name: c.name, kind: c.kind, maxPoints: c.max_points })),
      summarisedAt: stored?.summarised_at ?? null,
      summarisedBy: stored ? (name.get(stored.summarised_by)?.name ?? null) : null,
      forced: stored?.forced === 1,
      note: stored?.note ?? null,
      sheets: sheets
        .filter((s) => counted.includes(s.expertUserId))
        .map((s) => ({
          expertUserId: s.expertUserId,
          expertName: name.get(s.expertUserId)?.name ?? '',
          departName: name.get(s.expertUserId)?.departName ?? null,
          submittedAt: s.submittedAt,
          marks: s.lines,
        })),
      // A step without criteria (price) has no per-offer summary of its own: the ranking is its result.
      results:
        summarised && criteria.some((c) => c.step_code === step.step_code)
          ? parseStored(stored.results_json).map((r) => ({
              offerId: r.offerId,
              score: shown(r.score) ?? '0.00',
              criteria: r.criteria.map((c) => ({
                criterionId: c.criterionId,
                score: shown(c.score),
                trimmed: c.trimmed,
                failedBy: c.failedBy,
              })),
              rejected: r.rejected,
              failures: r.failures,
            }))
          : [],
    });
  }
  const mine = reader.userId ? name.get(reader.userId) : undefined;
  return {
    project: {
      id: project.id,
      name: project.name,
      code: project.project_code,
      status: project.status,
      tenderMethod: extras.tenderMethod,
      priceMethod: extras.priceMethod ?? PRICE_METHOD.LOWEST,
      priceWeight: extras.priceWeight ?? '0',
      failedReason: report?.failed_reason ?? null,
    },
    me: {
      isMember: !!mine,
      isLeader: !!mine && reader.leaderId === mine.userId,
      signedAt: mine?.signedAt ?? null,
    },
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      departName: m.departName,
      isLeader: m.userId === reader.leaderId,
      taskStatus: m.taskStatus,
      signedAt: m.signedAt,
    })),
    steps: views,
    offers: offers.map((o) => ({
      offerId: o.offerId,
      supplierName: o.supplierName,
      price: o.price,
      receivedAt: o.receivedAt,
      status: o.status,
    })),
    // Ranked first by rank, then the rejected (null ranks sort differently in SQLite and PostgreSQL).
    outcomes: [...outcomes]
      .sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9))
      .map((o) => ({
        offerId: o.offer_id,
        supplierName: supplier.get(o.offer_id) ?? '',
        price: o.price,
        scores: shown(o.scores) ?? '0.00',
        priceScore: shown(o.price_score) ?? '0.00',
        total: shown(o.total) ?? '0.00',
        rank: o.rank,
        candidate: o.candidate === 1,
        rejected: o.rank === null,
        reasons: o.reasons_json ? (JSON.parse(o.reasons_json) as ResultReason[]) : [],
      })),
    scraps: scraps.map((s) => ({
      offerId: s.offer_id,
      supplierName: supplier.get(s.offer_id) ?? '',
      reason: s.reason,
      recordedBy: s.recorded_by,
      recordedAt: s.recorded_at,
    })),
    report: report
      ? {
          sha256: report.sha256,
          size: report.size,
          generatedAt: report.generated_at,
          completedAt: report.completed_at,
        }
      : null,
  };
}
