import { SCHEME_STATUS } from '@/shared/codes/plans';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import type { PageResult } from '@/shared/contracts/page-query';
import { PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import type { PlanSummaryView } from '@/shared/contracts/plans';
import { SCHEME_ROUTES } from '@/shared/contracts/scheme-paths';
import type { SchemePageQuery, SchemeSummaryView } from '@/shared/contracts/schemes';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../lib/request-context';
import type { AssistantIntent, IntentAnswer, IntentContext } from '../intent-registry';
import {
  codeLabel,
  emptyAnswer,
  HOW_TO,
  listAnswer,
  record,
  routeIf,
  stamp,
  type T,
  tOf,
} from './tender-format';

type PlanList<P> = { plans: P[]; total: number; kinds: string[] } | null;

/**
 * The plan and scheme services' reads the assistant uses (plans.assistant, schemes.schemes). Each one
 * limits itself to the asker's organisation and to the screens the asker's role is granted: plans answer
 * null without a plan grant, the scheme page refuses (FORBIDDEN) without a scheme grant.
 */
export interface PlanReads {
  plans: {
    awaitingMyApproval(actor: Actor): Promise<PlanList<PlanSummaryView>>;
    overAnnualCap(actor: Actor): Promise<PlanList<PlanSummaryView & { overLines: number }>>;
  };
  schemes: {
    page(actor: Actor, query: SchemePageQuery): Promise<PageResult<SchemeSummaryView>>;
  };
}

/** Before the tender intents: "approval" and "schemes" questions are the plans' own. */
const PRIORITY = 6;

/** Only the buyer side of an organisation has plans; anyone else is left to the other intents and the help. */
const isBuyerSide = (ctx: IntentContext) => isBuyerSideRole(ctx.actor.roleCode) && !!ctx.actor.departId;

const noAccess = (t: T, key = 'plan.noAccess'): IntentAnswer => {
  const text = t(key);
  return { text, facts: [text], sources: [] };
};

/** The plan's detail screen of its kind with the plan named (only when its list screen is in my menus). */
async function planRoute(ctx: IntentContext, planType: string, id: string): Promise<string | null> {
  const routes = PLAN_ROUTES[planType as keyof typeof PLAN_ROUTES];
  if (!routes || !(await routeIf(ctx, routes.list))) return null;
  return `${routes.detail}?id=${encodeURIComponent(id)}`;
}

const planTitle = (ctx: IntentContext, p: PlanSummaryView) =>
  `${p.title} (${codeLabel(ctx, 'planType', p.planType)} ${p.year})`;

async function planListAnswer<P extends PlanSummaryView>(
  ctx: IntentContext,
  list: PlanList<P>,
  parts: { none: string; header: string; line(p: P): string },
): Promise<IntentAnswer> {
  const t = tOf(ctx);
  if (!list) return noAccess(t);
  if (list.plans.length === 0) {
    const kind = list.kinds[0] as keyof typeof PLAN_ROUTES;
    const list0 = PLAN_ROUTES[kind]?.list ?? null;
    return emptyAnswer(parts.none, record('plans', t('plan.source.plans'), await routeIf(ctx, list0 ?? '')));
  }
  const sources = [];
  for (const p of list.plans)
    sources.push(record(`plan:${p.id}`, p.title, await planRoute(ctx, p.planType, p.id)));
  const more =
    list.total > list.plans.length ? [t('tender.more', { count: list.total - list.plans.length })] : [];
  const answer = listAnswer(t, parts.header, list.plans.map(parts.line), sources);
  if (more.length === 0) return answer;
  const text = [answer.text, ...more].join('\n');
  return { ...answer, text, facts: [text] };
}

/**
 * Plan questions of the buyer side: the submitted plans of my organisation waiting for my decision
 * (authored by someone else), the plans over the annual cap, and the approved schemes not yet executed.
 */
export function planIntents(reads: PlanReads): AssistantIntent[] {
  return [
    {
      id: 'plan.approvals',
      priority: PRIORITY,
      patterns: [
        /\b(wait\w*|pending|awaiting)\b.*\bapprov|\b(for|to) (my )?approv|\bplans?\b.*\b(to|for) (be )?approv/,
        /待(我)?审批|等.*审批|需要我审批|待我审核|待审核的?计划/,
        /\ben attente\b.*\b(approbation|validation)\b|\bmon approbation\b|\bplans?\b.*\ba (approuver|valider)\b/,
      ],
      async answer(ctx) {
        if (!isBuyerSide(ctx) || HOW_TO.test(ctx.normalised)) return null;
        const t = tOf(ctx);
        const list = await reads.plans.awaitingMyApproval(ctx.actor);
        return planListAnswer(ctx, list, {
          none: t('plan.approvalsNone'),
          header: t('plan.approvalsTotal', { count: list?.total ?? 0 }),
          line: (p) =>
            t('plan.approvalLine', {
              title: planTitle(ctx, p),
              author: p.authorName,
              depart: p.departName,
              amount: p.totalAmount,
              at: stamp(p.updatedAt),
            }),
        });
      },
    },
    {
      id: 'plan.overCap',
      priority: PRIORITY,
      patterns: [
        /\bover (the )?(annual )?(cap|envelope|budget)\b|\bover[- ]plan\b|\bexceed\w*\b.*\b(cap|envelope|annual)/,
        /超(出|过)?(年度)?(计划|额度|预算|上限)|超年度/,
        /\bdepass\w*\b.*\b(plafond|enveloppe|plan annuel)|\bhors (plan|enveloppe)\b|\bau[- ]dessus du plafond\b/,
      ],
      async answer(ctx) {
        if (!isBuyerSide(ctx) || HOW_TO.test(ctx.normalised)) return null;
        const t = tOf(ctx);
        const list = await reads.plans.overAnnualCap(ctx.actor);
        return planListAnswer(ctx, list, {
          none: t('plan.overNone'),
          header: t('plan.overTotal', { count: list?.total ?? 0 }),
          line: (p) =>
            t('plan.overLine', {
              title: planTitle(ctx, p),
              status: codeLabel(ctx, 'planStatus', p.status),
              lines: p.overLines,
              amount: p.totalAmount,
            }),
        });
      },
    },
    {
      id: 'scheme.ready',
      priority: PRIORITY,
      patterns: [
        /\bschemes?\b.*\b(ready|execut\w*|approved)\b|\b(ready|waiting) to (be )?execut/,
        /方案.*(待执行|可执行|执行|已审批|已批准)|待执行/,
        /\bdossiers? d'?achats?\b.*\b(execut\w*|prets?|approuves?)\b|\b(prets?|reste) a executer\b/,
      ],
      async answer(ctx) {
        if (!isBuyerSide(ctx) || HOW_TO.test(ctx.normalised)) return null;
        const t = tOf(ctx);
        const page = await reads.schemes
          .page(ctx.actor, { pageNo: 1, pageSize: 50, keyword: undefined, status: SCHEME_STATUS.APPROVED })
          .catch((error: unknown) => {
            // No scheme screen granted: the same "no access" as plans, not an error reply.
            if (error instanceof AppError && error.code === 'FORBIDDEN') return null;
            throw error;
          });
        if (!page) return noAccess(t, 'plan.noSchemeAccess');
        const visible = await routeIf(ctx, SCHEME_ROUTES.list, SCHEME_ROUTES.search);
        const route = (id: string) =>
          visible ? `${SCHEME_ROUTES.detail}?id=${encodeURIComponent(id)}` : null;
        if (page.records.length === 0)
          return emptyAnswer(t('plan.schemesNone'), record('schemes', t('plan.source.schemes'), visible));
        return listAnswer(
          t,
          t('plan.schemesTotal', { count: page.total }),
          page.records.map((s) =>
            t('plan.schemeLine', {
              title: `${s.code} ${s.name}`,
              budget: s.budget,
              packages: s.packageCount,
              publish: s.publishDate,
            }),
          ),
          page.records.map((s) => record(`scheme:${s.id}`, `${s.code} ${s.name}`, route(s.id))),
        );
      },
    },
  ];
}
