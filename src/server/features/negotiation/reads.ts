import {
  type NegotiationProjectView,
  type NegotiationReport,
  type PriceChartSeries,
  ROUND_STATUS as RS,
  type SupplierRoundView,
} from '@/shared/contracts/negotiation';
import type { Actor } from '../../lib/request-context';
import { type Db, isFormalSupplier, type TenderDeps } from '../tender-common';
import * as access from './access';
import * as lists from './list-repository';
import * as repo from './repository';
import { buildReport, chartOf } from './views';

type ProjectListRow = Awaited<ReturnType<typeof lists.listBuyerProjects>>[number];

/** The three sides' reads; `openDue` first opens rounds whose end has passed, so none reads stale. */
export function createNegotiationReads({ database }: TenderDeps, openDue: () => Promise<void>) {
  const db = database.db;

  async function projectViews(rows: ProjectListRow[]): Promise<NegotiationProjectView[]> {
    const views: NegotiationProjectView[] = [];
    for (const row of rows) {
      const rounds = await repo.listRounds(db, row.id);
      const open = rounds.find((r) => r.status === RS.OPEN);
      views.push({
        projectId: row.id,
        projectCode: row.project_code,
        projectName: row.name,
        projectStatus: row.status,
        rounds: rounds.length,
        openRound: open ? { roundId: open.id, roundNo: open.round_no, endTime: open.end_time } : null,
      });
    }
    return views;
  }

  async function supplierRounds(actor: Actor): Promise<SupplierRoundView[]> {
    const { departId } = access.requireSupplier(actor);
    await openDue();
    const rows = await lists.listSupplierRounds(db, departId);
    const prices = await lists.listOwnPrices(
      db,
      departId,
      rows.map((r) => r.id),
    );
    const views: SupplierRoundView[] = [];
    for (const r of rows) {
      const open = r.status === RS.OPEN;
      const jwk = open ? await repo.findPublicKey(db, r.project_id) : undefined;
      views.push({
        roundId: r.id,
        roundNo: r.round_no,
        projectId: r.project_id,
        projectCode: r.project_code,
        projectName: r.name,
        endTime: r.end_time,
        status: r.status,
        supplierDepartId: departId,
        previousPrice: r.previous_price,
        standingPrice: r.standing_price,
        ...(jwk ? { publicKeyJwk: JSON.parse(jwk) as JsonWebKey } : {}),
        receipts: prices
          .filter((p) => p.round_id === r.id)
          .map((p) => ({
            priceId: p.id,
            roundId: p.round_id,
            ciphertextSha256: p.ciphertext_sha256,
            receivedAt: p.received_at,
            status: p.status,
            price: p.price,
            reason: p.reason,
          })),
      });
    }
    return views;
  }

  return {
    async buyerProjects(actor: Actor): Promise<NegotiationProjectView[]> {
      const { departId } = access.requireBuyer(actor);
      await openDue();
      return projectViews(await lists.listBuyerProjects(db, departId));
    },
    async buyerReport(actor: Actor, projectId: string): Promise<NegotiationReport> {
      await openDue();
      return { ...(await buildReport(db, await access.buyerProject(db, actor, projectId))), canRun: true };
    },
    async buyerChart(actor: Actor, projectId: string): Promise<PriceChartSeries[]> {
      await openDue();
      return chartOf(await buildReport(db, await access.buyerProject(db, actor, projectId)));
    },
    async expertProjects(actor: Actor): Promise<NegotiationProjectView[]> {
      access.requireExpert(actor);
      await openDue();
      return projectViews(await lists.listExpertProjects(db, actor.userId));
    },
    async expertReport(actor: Actor, projectId: string): Promise<NegotiationReport> {
      await openDue();
      const report = await buildReport(db, await access.expertProject(db, actor, projectId));
      return { ...report, canRun: await access.mayRun(db, actor, projectId) };
    },
    async expertChart(actor: Actor, projectId: string): Promise<PriceChartSeries[]> {
      await openDue();
      return chartOf(await buildReport(db, await access.expertProject(db, actor, projectId)));
    },
    supplierRounds,
    /**
     * The prices the ranking uses for a method 13 project (the evaluation results read them): opened
     * offer id -> the standing price after the last opened round (decimal text), for the suppliers in
     * that round; null when no round has opened.
     */
    async lastRoundPrices(db: Db, projectId: string): Promise<ReadonlyMap<string, string> | null> {
      const rounds = await repo.listRounds(db, projectId);
      const last = rounds.filter((r) => r.status === RS.OPENED).at(-1);
      if (!last) return null;
      const suppliers = await repo.listRoundSuppliers(db, [last.id]);
      return new Map(suppliers.map((s) => [s.offer_id, s.standing_price ?? s.previous_price]));
    },
    /** For the assistant: the rounds open for the actor's organisation (none for other roles). */
    async roundsOpenFor(actor: Actor): Promise<SupplierRoundView[]> {
      if (!isFormalSupplier(actor)) return [];
      return (await supplierRounds(actor)).filter((r) => r.status === RS.OPEN);
    },
  };
}
