import { OFFER_STATUS } from '@/shared/codes/procurement';
import { NOTICE_KIND } from '@/shared/codes/results';
import type { ResultReason } from '@/shared/contracts/evaluation-results';
import { type NoticeReason, noticeRoute } from '@/shared/contracts/notices';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import { findProject, type TenderDeps } from '../tender-common';
import * as repo from './repository';
import { reasonText } from './reason-text';

/** Which of an organisation's offers speaks for it: the evaluated one, then opened, then failed, then withdrawn. */
function weight(o: repo.ProjectOfferRow): number {
  if (o.rank !== null || o.reasons_json !== null) return 5;
  if (o.scrap_reason !== null) return 4;
  if (([OFFER_STATUS.OPENED, OFFER_STATUS.REJECTED, OFFER_STATUS.RANKED] as string[]).includes(o.status))
    return 3;
  if (o.status === OFFER_STATUS.DECRYPTION_FAILED) return 2;
  // A sealed offer replaced by a newer one never speaks for the organisation while the newer one exists.
  return o.withdraw_reason === '02' ? 0 : 1;
}

export function reasonOf(o: repo.ProjectOfferRow): NoticeReason {
  if (o.rank !== null) return { kind: 'notChosen', rank: o.rank };
  const items: ResultReason[] = o.reasons_json ? (JSON.parse(o.reasons_json) as ResultReason[]) : [];
  if (o.scrap_reason !== null && !items.some((r) => r.kind === 'scrap'))
    items.push({ kind: 'scrap', reason: o.scrap_reason });
  if (items.length > 0 || o.status === OFFER_STATUS.REJECTED) return { kind: 'rejected', items };
  if (o.status === OFFER_STATUS.DECRYPTION_FAILED) return { kind: 'decryptionFailed' };
  if (o.status === OFFER_STATUS.WITHDRAWN) return { kind: 'withdrawn' };
  return { kind: 'notRanked' };
}

/**
 * The conclusion's step (06 -> 07, in the results area's transaction): an award notice per confirmed
 * winner at its price, an advice note with the reason per other organisation that sent an offer. The
 * stored reason text is in the concluding user's language; readers get it again in theirs from
 * reason_json. Issued once: a project that has notices already is left alone.
 */
export function createIssuer(deps: TenderDeps) {
  const { clock, audit } = deps;
  return async function afterConclude(trx: Trx, ctx: RequestContext, projectId: string): Promise<void> {
    const project = await findProject(trx, projectId);
    if (!project || (await repo.projectHasNotices(trx, projectId))) return;
    const at = clock.now().toISOString();
    const issuedBy = ctx.actor.userId as string;
    const won = await repo.winners(trx, projectId);
    const winnerOrgs = new Set(won.map((w) => w.org_id));
    const best = new Map<string, repo.ProjectOfferRow>();
    for (const o of await repo.projectOffers(trx, projectId)) {
      if (winnerOrgs.has(o.org_id)) continue;
      const kept = best.get(o.org_id);
      if (!kept || weight(o) >= weight(kept)) best.set(o.org_id, o);
    }
    const rows = [
      ...won.map((w) => ({
        org_id: w.org_id,
        kind: NOTICE_KIND.AWARD,
        offer_id: w.offer_id,
        amount: w.price,
        reason: null,
        reason_json: null,
      })),
      ...[...best.values()].map((o) => {
        const why = reasonOf(o);
        return {
          org_id: o.org_id,
          kind: NOTICE_KIND.ADVICE,
          offer_id: o.id,
          amount: null,
          reason: reasonText(why, ctx.lang),
          reason_json: JSON.stringify(why),
        };
      }),
    ];
    for (const r of rows) {
      const row = {
        id: randomId(),
        project_id: projectId,
        ...r,
        issued_by: issuedBy,
        issued_at: at,
        read_by: null,
        read_at: null,
      };
      await repo.insertNotice(trx, row);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: 'resultNotice', entityId: row.id, action: 'issue', after: row },
        ctx.requestId,
      );
      const award = r.kind === NOTICE_KIND.AWARD;
      await deps.notify?.(trx, {
        event: 'resultNoticeIssued',
        to: { departIds: [r.org_id] },
        projectId,
        titleKey: award ? 'notices:notify.awardTitle' : 'notices:notify.adviceTitle',
        bodyKey: award ? 'notices:notify.awardBody' : 'notices:notify.adviceBody',
        vars: { projectName: project.name },
        link: `${noticeRoute(r.kind)}?id=${row.id}`,
        actorUserId: issuedBy,
      });
    }
  };
}
