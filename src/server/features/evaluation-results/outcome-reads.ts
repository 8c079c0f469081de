import { fromFraction, toFixedHalfUp } from '@/shared/rules/evaluation-decimal';
import type { Db } from '../tender-common';

/** One opened offer's outcome as other areas read it (results, issue 20). */
export interface ProjectOutcome {
  offerId: string;
  orgId: string;
  supplierName: string;
  /** The price opened from the sealed offer (decimal text), null if unreadable. */
  openedPrice: string | null;
  /** The price the offer was ranked on (decimal text): the opened one, or method 13's last round. */
  price: string;
  /** Total score, 2 places (half away from zero). */
  total: string;
  rank: number | null;
  candidate: boolean;
}

function openedPrice(json: string | null): string | null {
  try {
    const content = json ? (JSON.parse(json) as { totalPrice?: unknown }) : null;
    return typeof content?.totalPrice === 'string' ? content.totalPrice : null;
  } catch {
    return null;
  }
}

/**
 * Read-only: the evaluation's outcomes of a project (ranked first by rank, then the rejected), with the
 * supplier organisation behind each offer. Empty before the last step is summarised.
 */
export async function projectOutcomes(db: Db, projectId: string): Promise<ProjectOutcome[]> {
  const rows = await db
    .selectFrom('evaluation_outcomes as e')
    .innerJoin('tender_offers as o', 'o.id', 'e.offer_id')
    .leftJoin('organisations as g', 'g.id', 'o.supplier_depart_id')
    .select([
      'e.offer_id',
      'e.price',
      'e.total',
      'e.rank',
      'e.candidate',
      'o.supplier_depart_id',
      'o.opened_json',
      'g.name as supplier_name',
    ])
    .where('e.project_id', '=', projectId)
    .execute();
  return rows
    .map((r) => ({
      offerId: r.offer_id,
      orgId: r.supplier_depart_id,
      supplierName: r.supplier_name ?? '',
      openedPrice: openedPrice(r.opened_json),
      price: r.price,
      total: toFixedHalfUp(fromFraction(r.total)),
      rank: r.rank,
      candidate: r.candidate === 1,
    }))
    .sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.offerId.localeCompare(b.offerId));
}
