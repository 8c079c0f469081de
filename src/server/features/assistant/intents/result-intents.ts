import { isBuyerSideRole, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { NOTICE_KIND } from '@/shared/codes/results';
import { translate } from '../../../lib/translate';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { HOW_TO, recordsAnswer, routeIf, stamp, tOf } from './tender-format';

/** Above the general tender questions and the chat's 'unread': a notice or a contract is more specific. */
const PRIORITY = 9;

// Client routes of the result, notice and contract screens (spec catalogue names; issue 20 areas).
const RESULTS = '/procurement/procurementSupplierResult';
const PUBLICITY = '/procurement/procurementPublicty';
const NOTICE_LIST = '/procurement/procurementAdvicenoteResult';
const CONTRACTS = {
  supplier: '/procurement/contractStatusSupplier',
  buyer: '/procurement/contractStatusList',
};

/**
 * The result questions (issue 20): the results of my projects (a supplier's award and advice notices,
 * the buyer side's projects in publicity or concluded), the notices nobody of my organisation has read
 * yet, and the contracts waiting for signature. Read through the dashboard service, which keeps each
 * asker to its own organisation's rows.
 */
export function resultIntents(tenders: TenderServices): AssistantIntent[] {
  const reads = tenders.dashboard;
  const d = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
    translate(ctx.lang, `dashboard:assistant.${key}`, vars);
  const noticeState = (ctx: IntentContext, kind: string, read: boolean | null) =>
    `${d(ctx)(kind === NOTICE_KIND.AWARD ? 'award' : 'advice')}${read === false ? ` (${d(ctx)('unread')})` : ''}`;
  /** The supplier or buyer side acting for an organisation, asking for data (not how to do something). */
  const side = (ctx: IntentContext): 'supplier' | 'buyer' | null => {
    if (!ctx.actor.departId || HOW_TO.test(ctx.normalised)) return null;
    if (ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER) return 'supplier';
    return isBuyerSideRole(ctx.actor.roleCode) ? 'buyer' : null;
  };

  return [
    {
      id: 'results.unreadNotices',
      priority: PRIORITY + 1,
      patterns: [
        /\b(unread|not (yet )?read|haven'?t read|have not read)\b.*\bnotices?\b|\bnotices?\b.*\b(unread|not (yet )?read|haven'?t read|have not read)\b/,
        /(未读|没读|未阅读|没有读|没看).*(通知书|通知)|(通知书|通知).*(未读|没读|未阅读|没有读|没看)/,
        /\bavis\b.*\b(non lus?|pas (encore )?lus?)\b|\b(non lus?)\b.*\bavis\b/,
      ],
      async answer(ctx) {
        // Notices go to supplier organisations; the buyer side's question is another intent's.
        if (side(ctx) !== 'supplier') return null;
        const tr = d(ctx);
        const rows = await reads.unreadNotices(ctx.actor);
        return recordsAnswer(tOf(ctx), rows, await routeIf(ctx, NOTICE_LIST, RESULTS), {
          none: tr('unreadNone'),
          screen: ['resultNotices', tr('resultsScreen')],
          header: tr('unreadTotal', { count: rows.length }),
          line: (r) => `${r.code} ${r.name}: ${noticeState(ctx, r.state, null)}`,
          source: (r) => [`resultNotice:${r.id}`, `${r.code} ${r.name}`],
        });
      },
    },
    {
      id: 'results.contractsToSign',
      priority: PRIORITY,
      patterns: [
        /\bcontracts?\b.*\b(sign|signature|signed)\b|\b(sign|signature)\b.*\bcontracts?\b/,
        /(待签|签署|签订|要签|签).*合同|合同.*(待签|签署|签订|签字|签)/,
        /\bcontrats?\b.*\bsign|\bsign\w*\b.*\bcontrats?\b/,
      ],
      async answer(ctx) {
        const who = side(ctx);
        if (!who) return null;
        const tr = d(ctx);
        const rows = await reads.contractsToSign(ctx.actor);
        const screen = CONTRACTS[who];
        return recordsAnswer(tOf(ctx), rows, await routeIf(ctx, screen), {
          none: tr('contractsNone'),
          screen: ['contracts', tr('contractsScreen')],
          header: tr('contractsTotal', { count: rows.length }),
          line: (r) => tr('contractLine', { project: `${r.code} ${r.name}`, amount: r.amount ?? '' }),
          source: (r) => [`contract:${r.id}`, `${r.code} ${r.name}`],
        });
      },
    },
    {
      id: 'results.myResults',
      priority: PRIORITY,
      patterns: [
        /\bresults?\b.*\b(my|our)\b.*\b(projects?|tenders?|bids?|offers?)\b|\b(my|our)\b.*\b(projects?|tenders?|bids?)\b.*\bresults?\b|\b(did|have) (i|we) (win|won)\b/,
        /(我|我们|我的|我方).*(项目|投标|报价|采购).*(结果|中标)|中标结果|成交结果|我.*中标/,
        /\bresultats?\b.*\b(mes|nos)\b.*\b(projets?|appels?|offres?)\b|\b(mes|nos)\b.*\bresultats?\b/,
      ],
      async answer(ctx) {
        const who = side(ctx);
        if (!who) return null;
        const tr = d(ctx);
        const rows = await reads.myResults(ctx.actor);
        const supplier = who === 'supplier';
        const line = (r: (typeof rows)[number]) =>
          supplier
            ? `${r.code} ${r.name}: ${noticeState(ctx, r.state, r.read)}${r.amount ? ` ${r.amount}` : ''}`
            : r.state === PURCHASE_STATUS.PUBLICITY && r.endsAt
              ? tr('publicityLine', { project: `${r.code} ${r.name}`, at: stamp(r.endsAt) })
              : tr('concludedLine', { project: `${r.code} ${r.name}` });
        return recordsAnswer(tOf(ctx), rows, await routeIf(ctx, supplier ? RESULTS : PUBLICITY), {
          none: tr('resultsNone'),
          screen: ['results', tr('resultsScreen')],
          header: tr('resultsTotal', { count: rows.length }),
          line,
          source: (r) => [`${supplier ? 'resultNotice' : 'project'}:${r.id}`, `${r.code} ${r.name}`],
        });
      },
    },
  ];
}
