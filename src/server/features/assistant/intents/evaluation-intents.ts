import { ROLES } from '@/shared/codes/roles';
import { EVALUATION_ROUTES as R } from '@/shared/contracts/evaluation-paths';
import { translate } from '../../../lib/translate';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { HOW_TO, recordsAnswer, routeIf } from './tender-format';

/** Before the hall's general task list (tender.tasks): these name the step and the sheets. */
const PRIORITY = 8;
const isExpert = (ctx: IntentContext) => ctx.actor.roleCode === ROLES.FORMAL_EXPERT;

/**
 * The expert's questions: the step each of my reviews is at ("my evaluation tasks" stays the hall's
 * tender.tasks, which gives the opening times), and the sheets I have
 * not submitted yet. Only the asker's own tasks and sheets are read; the drive opens them.
 */
export function evaluationIntents(tenders: TenderServices): AssistantIntent[] {
  const tr = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
    translate(ctx.lang, `evaluation:${key}`, vars);
  const base = (ctx: IntentContext) => (k: string, v?: Record<string, string | number>) =>
    translate(ctx.lang, `assistant:${k}`, v);
  return [
    {
      id: 'evaluation.unsubmitted',
      priority: PRIORITY,
      patterns: [
        /\b(score |scoring |evaluation )?sheets?\b.*\b(not|un)\s?submitted|\bunsubmitted\b|\bsheets? (left|to (fill|submit))\b/,
        /评分表|未提交/,
        /\bgrilles?\b.*\b(non )?remises?|\bgrilles? a remettre\b/,
      ],
      async answer(ctx) {
        if (!isExpert(ctx) || HOW_TO.test(ctx.normalised)) return null;
        const t = tr(ctx);
        const rows = (await tenders.evaluation.myEvaluation(ctx.actor)).flatMap((p) =>
          p.unsubmitted.map((step) => ({ ...p, step })),
        );
        const route = await routeIf(ctx, R.drive);
        return recordsAnswer(base(ctx), rows, route, {
          none: t('assistant.noUnsubmitted'),
          screen: ['evaluationDrive', t('menu.drive')],
          header: t('assistant.unsubmitted'),
          line: (r) =>
            t('assistant.unsubmittedLine', {
              code: r.projectCode,
              name: r.projectName,
              step: t(`steps.${r.step}`),
            }),
          source: (r) => [
            `evaluationSheet:${r.projectId}:${r.step}`,
            `${r.projectCode} ${t(`steps.${r.step}`)}`,
          ],
        });
      },
    },
    {
      id: 'evaluation.mySteps',
      priority: PRIORITY,
      patterns: [
        /\b(evaluation|review)\b.*\bsteps?\b|\bwhich step\b/,
        /评审步骤|评标步骤|哪一步|当前步骤/,
        /\betapes?\b.*\bevaluation\b|\bquelle etape\b/,
      ],
      async answer(ctx) {
        if (!isExpert(ctx) || HOW_TO.test(ctx.normalised)) return null;
        const t = tr(ctx);
        const rows = await tenders.evaluation.myEvaluation(ctx.actor);
        const route = await routeIf(ctx, R.drive);
        return recordsAnswer(base(ctx), rows, route, {
          none: t('assistant.noTasks'),
          screen: ['evaluationDrive', t('menu.drive')],
          header: t('assistant.tasks'),
          line: (r) =>
            t('assistant.taskLine', {
              code: r.projectCode,
              name: r.projectName,
              status: t(`taskStatus.${r.taskStatus}`),
              step: r.currentStep ? t(`steps.${r.currentStep}`) : t('assistant.noStep'),
            }),
          source: (r) => [`evaluationTask:${r.projectId}`, `${r.projectCode} ${r.projectName}`],
        });
      },
    },
  ];
}
