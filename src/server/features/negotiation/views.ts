import {
  CURRENCY_CNY,
  type NegotiationReport,
  PRICE_TYPE_TOTAL,
  type PriceChartSeries,
  ROUND_PRICE_STATUS as PS,
  ROUND_STATUS as RS,
  type RoundView,
} from '@/shared/contracts/negotiation';
import type { ProjectRow } from '../tender-common';
import type { Db } from '../tender-common';
import * as repo from './repository';

const totalOf = (openedJson: string | null): string | null => {
  if (!openedJson) return null;
  const content = JSON.parse(openedJson) as { totalPrice?: unknown };
  return typeof content.totalPrice === 'string' ? content.totalPrice : null;
};

/**
 * Every round of the project with its lines. While a round is open its prices stay sealed: only
 * receipts (hash, time) show; once opened, each line has the price sent, its status and the standing price.
 */
export async function buildReport(db: Db, project: ProjectRow): Promise<NegotiationReport> {
  const offers = await repo.listOpenedOffers(db, project.id);
  const rounds = await repo.listRounds(db, project.id);
  const ids = rounds.map((r) => r.id);
  const suppliers = await repo.listRoundSuppliers(db, ids);
  const prices = (await repo.listPrices(db, ids)).filter((p) => p.status !== PS.REPLACED);
  const views: RoundView[] = rounds.map((round) => {
    const opened = round.status === RS.OPENED;
    return {
      roundId: round.id,
      roundNo: round.round_no,
      endTime: round.end_time,
      status: round.status,
      startedAt: round.started_at,
      openedAt: round.opened_at,
      lines: suppliers
        .filter((s) => s.round_id === round.id)
        .map((s) => {
          const price = prices.find(
            (p) => p.round_id === round.id && p.supplier_depart_id === s.supplier_depart_id,
          );
          return {
            supplierDepartId: s.supplier_depart_id,
            supplierName: s.supplier_name ?? '',
            offerId: s.offer_id,
            previousPrice: s.previous_price,
            price: opened ? (price?.price ?? null) : null,
            standingPrice: opened ? s.standing_price : null,
            status: price?.status ?? null,
            receivedAt: price?.received_at ?? null,
            ciphertextSha256: price?.ciphertext_sha256 ?? null,
            reason: opened ? (price?.reason ?? null) : null,
          };
        }),
    };
  });
  return {
    canRun: false,
    projectId: project.id,
    projectCode: project.project_code,
    projectName: project.name,
    projectStatus: project.status,
    offers: offers.map((o) => ({
      offerId: o.id,
      supplierDepartId: o.supplier_depart_id,
      supplierName: o.supplier_name ?? '',
      totalPrice: totalOf(o.opened_json),
      status: o.status,
    })),
    rounds: views,
  };
}

/**
 * The price chart (spec 001 section 3): per supplier with an opened offer, its price at the opening
 * ('0') and the standing price after each opened round; null where it was not in a round.
 */
export function chartOf(report: NegotiationReport): PriceChartSeries[] {
  const opened = report.rounds.filter((r) => r.status === RS.OPENED);
  const xData = ['0', ...opened.map((r) => String(r.roundNo))];
  return report.offers
    .filter((o) => o.totalPrice !== null)
    .map((o) => ({
      priceTypeCode: PRICE_TYPE_TOTAL,
      currencyCode: CURRENCY_CNY,
      supplierName: o.supplierName,
      xData,
      yData: [
        o.totalPrice,
        ...opened.map(
          (r) => r.lines.find((l) => l.supplierDepartId === o.supplierDepartId)?.standingPrice ?? null,
        ),
      ],
    }));
}

export { totalOf };
