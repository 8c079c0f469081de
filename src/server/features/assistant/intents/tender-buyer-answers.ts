import { isBuyerSideRole } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import type { IntentAnswer, IntentContext } from '../intent-registry';
import {
  codeLabel,
  deadline,
  projectTitle,
  recordsAnswer,
  routeIf,
  stamp,
  type TenderReads,
  tOf,
} from './tender-format';

/** A buyer-side role in an organisation (without one there are no projects to speak of). */
export const isBuyerSide = (ctx: IntentContext) =>
  isBuyerSideRole(ctx.actor.roleCode) && !!ctx.actor.departId;

/** The projects of the asker's own organisation (the project service scopes the page to it). */
export async function buyerProjects(ctx: IntentContext, tenders: TenderReads): Promise<IntentAnswer> {
  const t = tOf(ctx);
  const route = await routeIf(ctx, R.projectList);
  const page = await tenders.projects.page(ctx.actor, { pageNo: 1, pageSize: 50 });
  return recordsAnswer(t, page.records, route, {
    none: t('tender.projectsNone'),
    screen: ['projects', t('tender.source.projects')],
    header: t('tender.projectsTotal', { count: page.total }),
    line: (p) =>
      t('tender.projectLine', {
        title: `${p.projectCode} ${p.name}`,
        status: codeLabel(ctx, 'purchaseStatus', p.status),
        quote: deadline(t, ctx.now, p.quoteEndTime, 'closes'),
      }),
    source: (p) => [`project:${p.id}`, `${p.projectCode} ${p.name}`],
  });
}

/** Signups of the organisation's own projects still waiting for its audit (the signup audit screen). */
export async function buyerPendingSignups(ctx: IntentContext, tenders: TenderReads): Promise<IntentAnswer> {
  const t = tOf(ctx);
  const route = await routeIf(ctx, R.signupAudit);
  const page = await tenders.signups.page(ctx.actor, {
    pageNo: 1,
    pageSize: 50,
    auditStatus: AUDIT_STATUS.PENDING,
  });
  return recordsAnswer(t, page.records, route, {
    none: t('tender.auditNone'),
    screen: ['signup-audit', t('tender.source.signupAudit')],
    header: t('tender.auditTotal', { count: page.total }),
    line: (s) =>
      t('tender.auditLine', {
        title: projectTitle(s),
        supplier: s.supplierName,
        received: stamp(s.receivedAt),
        signup: deadline(t, ctx.now, s.signupEndTime, 'closes'),
      }),
    source: (s) => [`signup:${s.id}`, `${s.projectCode} ${s.supplierName}`],
  });
}
