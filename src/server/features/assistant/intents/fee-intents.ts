import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { AssistantSource } from '@/shared/contracts/assistant';
import { FEE_STATE, type FeeItemView, type FeeStateView, type FeeVoucherView } from '@/shared/contracts/fees';
import { SUPPLIER_RESPONSE_ROUTES as SR } from '@/shared/contracts/supplier-response-paths';
import { TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import type { SignupView } from '@/shared/contracts/tenders';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Actor } from '../../../lib/request-context';
import { translate } from '../../../lib/translate';
import type { AssistantIntent, IntentAnswer, IntentContext } from '../intent-registry';
import { isBuyerSide } from './tender-buyer-answers';
import {
  codeLabel,
  emptyAnswer,
  HOW_TO,
  listAnswer,
  projectTitle,
  record,
  routeIf,
  stamp,
} from './tender-format';

/** The fee and signup reads the fee questions use; each limits itself to what the actor may see. */
export interface FeeReads {
  signups: {
    mySignups(actor: Actor): Promise<SignupView[]>;
    page(
      actor: Actor,
      query: { pageNo: number; pageSize: number; auditStatus?: string },
    ): Promise<PageResult<SignupView>>;
  };
  fees: {
    myStates(actor: Actor, projectIds: readonly string[]): Promise<FeeStateView[]>;
    pendingForAudit(actor: Actor): Promise<FeeVoucherView[]>;
  };
}

/** Before the general tender intents (5) and the plans' (6): these questions are more specific. */
const PRIORITY = 7;
const DAY = 86_400_000;
const isSupplier = (ctx: IntentContext) =>
  ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER && !!ctx.actor.departId;
const tf = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
  translate(ctx.lang, `fees:assistant.${key}`, vars);
const feeLabel = (ctx: IntentContext, key: string) => translate(ctx.lang, `fees:${key}`);
/** Signups of projects still running (published, offers not closed). */
const openSignups = (rows: SignupView[]) => rows.filter((s) => s.projectStatus === PURCHASE_STATUS.PUBLISHED);

async function supplierSignups(ctx: IntentContext, reads: FeeReads) {
  const signups = openSignups(await reads.signups.mySignups(ctx.actor));
  const states = await reads.fees.myStates(
    ctx.actor,
    signups.map((s) => s.projectId),
  );
  const stateOf = new Map(states.map((s) => [s.projectId, s]));
  return { signups, stateOf };
}

/** The fees screen with the project chosen, when the asker's menus hold it. */
async function feesRoute(ctx: IntentContext, projectId: string): Promise<string | null> {
  const route = await routeIf(ctx, R.supplierDocuments);
  return route ? `${route}?projectId=${encodeURIComponent(projectId)}` : null;
}

const itemText = (ctx: IntentContext, item: FeeItemView | undefined) =>
  !item || item.state === FEE_STATE.FREE
    ? feeLabel(ctx, 'state.free')
    : `${item.amount} · ${feeLabel(ctx, `state.${item.state}`)}`;

async function mySignupsAnswer(ctx: IntentContext, reads: FeeReads): Promise<IntentAnswer> {
  const t = tf(ctx);
  const { signups, stateOf } = await supplierSignups(ctx, reads);
  const screen = await routeIf(ctx, R.participating);
  if (signups.length === 0)
    return emptyAnswer(t('signupsNone'), record('signups', t('source.signups'), screen));
  const sources: AssistantSource[] = [];
  for (const s of signups)
    sources.push(record(`signup:${s.id}`, projectTitle(s), await feesRoute(ctx, s.projectId)));
  return listAnswer(
    (k, v) => translate(ctx.lang, `assistant:${k}`, v),
    t('signupsTotal', { count: signups.length }),
    signups.map((s) =>
      t('signupLine', {
        title: projectTitle(s),
        status: codeLabel(ctx, 'auditStatus', s.auditStatus),
        reason: s.rejectReason ? ` (${translate(ctx.lang, 'fees:reason', { reason: s.rejectReason })})` : '',
        fee: itemText(ctx, stateOf.get(s.projectId)?.documentFee),
        bail: itemText(ctx, stateOf.get(s.projectId)?.bail),
      }),
    ),
    sources,
  );
}

async function feesToPayAnswer(ctx: IntentContext, reads: FeeReads): Promise<IntentAnswer> {
  const t = tf(ctx);
  const { signups, stateOf } = await supplierSignups(ctx, reads);
  const due = signups
    .filter((s) => s.auditStatus === AUDIT_STATUS.APPROVED)
    .flatMap((s) => {
      const state = stateOf.get(s.projectId);
      const items = state ? [state.documentFee, state.bail] : [];
      return items
        .filter((i) => i.state === FEE_STATE.UNPAID || i.state === FEE_STATE.REJECTED)
        .map((item) => ({ signup: s, item }));
    });
  const screen = await routeIf(ctx, R.supplierDocuments);
  if (due.length === 0) return emptyAnswer(t('feesNone'), record('fees', t('source.fees'), screen));
  const sources: AssistantSource[] = [];
  for (const { signup, item } of due)
    sources.push(
      record(
        `fee:${signup.projectId}:${item.kind}`,
        projectTitle(signup),
        await feesRoute(ctx, signup.projectId),
      ),
    );
  return listAnswer(
    (k, v) => translate(ctx.lang, `assistant:${k}`, v),
    t('feesTotal', { count: due.length }),
    due.map(({ signup, item }) =>
      t('feeLine', {
        title: projectTitle(signup),
        kind: feeLabel(ctx, `kind.${item.kind}`),
        amount: item.amount ?? '',
        state: feeLabel(ctx, `state.${item.state}`),
        reason: item.voucher?.rejectReason ? ` (${item.voucher.rejectReason})` : '',
      }),
    ),
    sources,
  );
}

async function deadlinesAnswer(ctx: IntentContext, reads: FeeReads): Promise<IntentAnswer> {
  const t = tf(ctx);
  const signups = openSignups(await reads.signups.mySignups(ctx.actor));
  const now = ctx.now.getTime();
  const soon = (iso: string) => {
    const at = Date.parse(iso);
    return at > now && at <= now + 7 * DAY;
  };
  const rows = signups
    .flatMap((s) => [
      ...(soon(s.signupEndTime) ? [{ s, what: t('signupEnd'), at: s.signupEndTime }] : []),
      ...(soon(s.quoteEndTime) ? [{ s, what: t('quoteEnd'), at: s.quoteEndTime }] : []),
    ])
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const screen = await routeIf(ctx, R.participating);
  if (rows.length === 0)
    return emptyAnswer(t('deadlinesNone'), record('deadlines', t('source.signups'), screen));
  return listAnswer(
    (k, v) => translate(ctx.lang, `assistant:${k}`, v),
    t('deadlinesTotal', { count: rows.length }),
    rows.map((r) => t('deadlineLine', { title: projectTitle(r.s), what: r.what, at: stamp(r.at) })),
    rows.map((r) => record(`deadline:${r.s.id}:${r.at}`, projectTitle(r.s), screen)),
  );
}

async function auditAnswer(ctx: IntentContext, reads: FeeReads): Promise<IntentAnswer> {
  const t = tf(ctx);
  const [signups, vouchers] = await Promise.all([
    reads.signups.page(ctx.actor, { pageNo: 1, pageSize: 50, auditStatus: AUDIT_STATUS.PENDING }),
    reads.fees.pendingForAudit(ctx.actor),
  ]);
  const signupRoute = await routeIf(ctx, R.signupAudit);
  const voucherList = await routeIf(ctx, SR.docRecordList);
  if (signups.records.length === 0 && vouchers.length === 0)
    return emptyAnswer(t('auditNone'), record('audit', t('source.audit'), signupRoute ?? voucherList));
  const voucherRoute = (v: FeeVoucherView) =>
    voucherList
      ? `${SR.docRecordAudit}?projectId=${encodeURIComponent(v.projectId)}&id=${encodeURIComponent(v.id)}`
      : null;
  return listAnswer(
    (k, v) => translate(ctx.lang, `assistant:${k}`, v),
    t('auditTotal', { signups: signups.total, vouchers: vouchers.length }),
    [
      ...vouchers.map((v) =>
        t('auditVoucherLine', {
          kind: feeLabel(ctx, `kind.${v.kind}`),
          supplier: v.supplierName,
          title: projectTitle(v),
          amount: v.amount,
          at: stamp(v.uploadedAt),
        }),
      ),
      ...signups.records.map((s) =>
        t('auditSignupLine', { supplier: s.supplierName, title: projectTitle(s), at: stamp(s.receivedAt) }),
      ),
    ],
    [
      ...vouchers.map((v) =>
        record(`voucher:${v.id}`, `${projectTitle(v)} ${v.supplierName}`, voucherRoute(v)),
      ),
      ...signups.records.map((s) =>
        record(`signup:${s.id}`, `${projectTitle(s)} ${s.supplierName}`, signupRoute),
      ),
    ],
  );
}

/**
 * Fee questions (issue 16). Supplier: my open signups with their audit status and fees, the fees to
 * pay, the deadlines of the next 7 days. Buyer side: signups and vouchers waiting for my audit. Other
 * roles are left to the other intents and the help.
 */
export function feeIntents(reads: FeeReads): AssistantIntent[] {
  const supplierOnly =
    (answer: (ctx: IntentContext, reads: FeeReads) => Promise<IntentAnswer>) => async (ctx: IntentContext) =>
      isSupplier(ctx) && !HOW_TO.test(ctx.normalised) ? answer(ctx, reads) : null;
  return [
    {
      id: 'fees.signups',
      priority: PRIORITY,
      patterns: [
        /\b(open|my|current)\b.*\bsign[- ]?ups?\b.*\b(audit|status|state)\b|\bsign[- ]?ups?\b.*\baudit status\b/,
        /(我的|进行中的?|在途)报名.*(审核|状态)|报名.*审核(状态|情况|进度)/,
        /\binscriptions?\b.*\b(statut|etat|verification)\b|\binscriptions? en cours\b/,
      ],
      answer: supplierOnly(mySignupsAnswer),
    },
    {
      id: 'fees.toPay',
      priority: PRIORITY,
      patterns: [
        /\bfees?\b.*\b(pay|due|owe|unpaid)\b|\b(pay|unpaid)\b.*\bfees?\b|\bbail\b|\bbid bonds?\b|\bdocument fees?\b/,
        /(待|要|需要?|应)(缴|交|付)(纳)?(的)?(费|费用)|标书费|保证金|缴费/,
        /\bfrais\b.*\b(payer|dus?|regler)\b|\bcaution\b|\bfrais de dossier\b/,
      ],
      answer: supplierOnly(feesToPayAnswer),
    },
    {
      id: 'fees.deadlines',
      priority: PRIORITY,
      patterns: [
        /\bdeadlines?\b.*\b(next|coming|7|seven|week)\b|\b(next|coming) (7|seven) days\b|\bdue this week\b/,
        /(7|七)天内?.*截止|截止.*(7|七)天|(本周|这周|近期).*截止/,
        /\b(echeances?|dates? limites?)\b.*\b(7|sept|semaine)\b|\b(7|sept) prochains jours\b/,
      ],
      answer: supplierOnly(deadlinesAnswer),
    },
    {
      id: 'fees.audit',
      priority: PRIORITY,
      patterns: [/\bvouchers?\b|\bpayment proofs?\b/, /凭证/, /\bjustificatifs?\b/],
      answer: async (ctx) =>
        isBuyerSide(ctx) && !HOW_TO.test(ctx.normalised) ? auditAnswer(ctx, reads) : null,
    },
  ];
}
