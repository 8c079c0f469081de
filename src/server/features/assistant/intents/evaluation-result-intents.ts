import { ROLES } from '@/shared/codes/roles';
import { EVALUATION_RESULT_ROUTES as R } from '@/shared/contracts/evaluation-results-paths';
import { translate } from '../../../lib/translate';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { HOW_TO, recordsAnswer, routeIf } from './tender-format';

/** Before the hall's general task list: a report to sign is a more specific question. */
const PRIORITY = 9;

/**
 * The expert's question: evaluation reports waiting for my signature (the committee's report generated
 * after the last step, not yet signed by the asker). Only the asker's own committees are read; the
 * report review screen opens each.
 */
export function evaluationResultIntents(tenders: TenderServices): AssistantIntent[] {
  const t = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
    translate(ctx.lang, `evaluation-results:${key}`, vars);
  const base = (ctx: IntentContext) => (k: string, v?: Record<string, string | number>) =>
    translate(ctx.lang, `assistant:${k}`, v);
  return [
    {
      id: 'evaluationResults.pendingSignatures',
      priority: PRIORITY,
      patterns: [
        /\breports?\b.*\b(sign|signature)|\b(sign|signature)\b.*\breports?\b/,
        /评标报告|待签|签字/,
        /\brapports?\b.*\bsign|\bsign\w*\b.*\brapports?\b/,
      ],
      async answer(ctx) {
        if (ctx.actor.roleCode !== ROLES.FORMAL_EXPERT || HOW_TO.test(ctx.normalised)) return null;
        const tr = t(ctx);
        const rows = await tenders.evaluationResults.pendingSignatures(ctx.actor);
        const route = await routeIf(ctx, R.reportReview);
        return recordsAnswer(base(ctx), rows, route, {
          none: tr('assistant.pendingReportsNone'),
          screen: ['evaluationReports', tr('menu.reportReview')],
          header: tr('assistant.pendingReports'),
          line: (r) => `${r.code} ${r.name}`,
          source: (r) => [`evaluationReport:${r.id}`, `${r.code} ${r.name}`],
        });
      },
    },
  ];
}
