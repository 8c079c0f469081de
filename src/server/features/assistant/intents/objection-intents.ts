import { ROLES } from '@/shared/codes/roles';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import type { ObjectionView } from '@/shared/contracts/objections';
import { translate } from '../../../lib/translate';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentAnswer, IntentContext } from '../intent-registry';
import { isBuyerSide } from './tender-buyer-answers';
import { codeLabel, HOW_TO, projectTitle, recordsAnswer, routeIf, stamp } from './tender-format';

const PRIORITY = 7;
const isSupplier = (ctx: IntentContext) =>
  ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER && !!ctx.actor.departId;

async function deadlinesAnswer(
  ctx: IntentContext,
  tenders: TenderServices,
  buyer: boolean,
): Promise<IntentAnswer> {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(ctx.lang, `objections:assistant.${key}`, vars);
  const rows: ObjectionView[] = await tenders.objections.waiting(ctx.actor);
  const list = buyer ? await routeIf(ctx, R.list) : await routeIf(ctx, R.add);
  const detail = buyer ? R.buyerDetail : R.detail;
  const answer = recordsAnswer((k, v) => translate(ctx.lang, `assistant:${k}`, v), rows, list, {
    none: t(buyer ? 'buyerNone' : 'supplierNone'),
    screen: ['objections', t('source')],
    header: t(buyer ? 'buyerTotal' : 'supplierTotal', { count: rows.length }),
    line: (o) =>
      t('line', {
        title: o.title,
        project: projectTitle(o),
        supplier: o.supplierName,
        status: codeLabel(ctx, 'objectionStatus', o.status),
        due: stamp(o.dueAt),
        overdue: o.overdue ? t('overdue') : '',
      }),
    source: (o) => [`objection:${o.id}`, `${o.title} · ${projectTitle(o)}`],
  });
  // Each record opens its own detail screen when the list screen is in the asker's menus.
  if (list && rows.length > 0)
    answer.sources = answer.sources.map((s) => ({
      ...s,
      route: `${detail}?id=${encodeURIComponent(String(s.id).replace(/^objection:/, ''))}`,
    }));
  return answer;
}

/**
 * Objections and their deadlines (issue 17). Buyer side: the waiting objections on the projects its
 * organisation runs, with their due time (3 working days). Supplier: its organisation's waiting ones.
 */
export function objectionIntents(tenders: TenderServices): AssistantIntent[] {
  return [
    {
      id: 'objections.deadlines',
      priority: PRIORITY,
      patterns: [
        /\bobjections?\b|\bcomplaints?\b/,
        /异议|质疑|投诉/,
        /\bobjections?\b|\bcontestations?\b|\bplaintes?\b/,
      ],
      answer: async (ctx) => {
        if (HOW_TO.test(ctx.normalised)) return null;
        if (isBuyerSide(ctx)) return deadlinesAnswer(ctx, tenders, true);
        if (isSupplier(ctx)) return deadlinesAnswer(ctx, tenders, false);
        return null;
      },
    },
  ];
}
