import { createHash } from 'node:crypto';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { NOTICE_KIND } from '@/shared/codes/results';
import type { NoticeDetail, NoticeView, SupplierResultView } from '@/shared/contracts/notices';
import { transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Language } from '../../lib/translate';
import { type Db, requireBuyerSide, requireFormalSupplier, type TenderDeps } from '../tender-common';
import { ownNotice, readableNotice } from './access';
import { createIssuer } from './issue';
import { renderNotice } from './pdf';
import * as repo from './repository';
import { noticeView } from './views';

const SUPPLIER_ONLY = 'notices:errors.supplierOnly';
const BUYER_ONLY = 'notices:errors.buyerOnly';

/**
 * Result notices (issue 20): issued at the conclusion (issue.ts), read by the supplier organisation they
 * are for (the first open is the audited read receipt) and by the buyer side of the project, also as PDF;
 * the supplier's outcome per project it sent an offer to.
 */
export function createNoticeService(deps: TenderDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;

  async function detailOf(tx: Db, actor: Actor, id: string, lang: Language): Promise<NoticeDetail> {
    const { row, own } = await readableNotice(tx, actor, id);
    const { orgName, userName } = await repo.names(tx, { orgId: row.depart_id, userId: row.issued_by });
    return { ...noticeView(row, lang), buyerName: orgName, issuedByName: userName, own };
  }

  return {
    /** The results' conclusion (06 -> 07): an award notice per confirmed winner, an advice note per other bidder. */
    afterConclude: createIssuer(deps),

    async buyerList(actor: Actor, lang: Language, projectId?: string): Promise<NoticeView[]> {
      const { departId } = requireBuyerSide(actor, BUYER_ONLY);
      return (await repo.buyerNotices(db, departId, projectId)).map((r) => noticeView(r, lang));
    },

    async mine(actor: Actor, lang: Language): Promise<NoticeView[]> {
      const { departId } = requireFormalSupplier(actor, SUPPLIER_ONLY);
      return (await repo.orgNotices(db, departId)).map((r) => noticeView(r, lang));
    },

    detail: (actor: Actor, id: string, lang: Language) => detailOf(db, actor, id, lang),

    /** The first open by a user of the notice's organisation; later opens change nothing. */
    async read(ctx: RequestContext, id: string): Promise<NoticeDetail> {
      return transact(database, clock, ctx, async (trx) => {
        requireFormalSupplier(ctx.actor, SUPPLIER_ONLY);
        const row = await ownNotice(trx, ctx.actor, id);
        const at = clock.now().toISOString();
        if (!row.read_at && (await repo.markRead(trx, row.id, ctx.actor.userId as string, at)))
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'resultNotice',
              entityId: row.id,
              action: 'read',
              before: { readAt: null },
              after: { readBy: ctx.actor.userId, readAt: at },
            },
            ctx.requestId,
          );
        return detailOf(trx, ctx.actor, id, ctx.lang);
      });
    },

    async pdf(actor: Actor, id: string, lang: Language) {
      const notice = await detailOf(db, actor, id, lang);
      // Issue time, not now: the same notice in the same language is the same bytes.
      const bytes = Buffer.from(await renderNotice(notice, lang, new Date(notice.issuedAt)));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { bytes, sha256, code: notice.projectCode, kind: notice.kind };
    },

    async supplierResults(actor: Actor): Promise<SupplierResultView[]> {
      const { departId } = requireFormalSupplier(actor, SUPPLIER_ONLY);
      const byProject = new Map<string, SupplierResultView & { evaluated: boolean }>();
      for (const r of await repo.supplierOffers(db, departId)) {
        const evaluated = Number(r.evaluated) === 1;
        const kept = byProject.get(r.project_id);
        // Newest offer first; an evaluated one speaks for the organisation over a replaced one.
        if (kept && (kept.evaluated || !evaluated)) continue;
        const won = r.notice_kind === NOTICE_KIND.AWARD || (r.notice_id === null && r.won_price !== null);
        const decided = r.notice_id !== null || r.project_status === PURCHASE_STATUS.CONCLUDED;
        byProject.set(r.project_id, {
          projectId: r.project_id,
          projectCode: r.project_code,
          projectName: r.project_name,
          projectStatus: r.project_status,
          price: r.won_price ?? r.price ?? null,
          rank: r.rank ?? null,
          outcome: decided ? (won ? 'won' : 'lost') : 'pending',
          noticeId: r.notice_id ?? null,
          noticeKind: (r.notice_kind as SupplierResultView['noticeKind']) ?? null,
          readAt: r.read_at ?? null,
          evaluated,
        });
      }
      return [...byProject.values()].map(({ evaluated: _e, ...v }) => v);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
