import { isBuyerSideRole } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import {
  codeLabel,
  deadline,
  HOW_TO,
  projectTitle,
  recordsAnswer,
  routeIf,
  stamp,
  type TenderReads,
  tOf,
} from './tender-format';
const EXCERPT = 300;

/** The clarification screen of the asker's side; experts have none (named, not linked). */
async function clarificationRoute(ctx: IntentContext): Promise<string | null | undefined> {
  const role = ctx.actor.roleCode ?? '';
  if (role === ROLES.FORMAL_SUPPLIER) return routeIf(ctx, R.supplierClarifications);
  if (isBuyerSideRole(role)) return routeIf(ctx, R.clarificationList);
  if (role === ROLES.FORMAL_EXPERT) return null;
  return undefined;
}

/** An expert's evaluation tasks, and the clarifications every party of a project may read. */
export function tenderTaskIntents(tenders: TenderReads, priority: number): AssistantIntent[] {
  return [
    {
      id: 'tender.tasks',
      priority,
      patterns: [
        /\b(evaluation|review|assessment|scoring)s? (tasks?|jobs?|assignments?)\b|\bmy tasks?\b|\bevaluation hall\b|\bto evaluate\b/,
        /评标任务|评审任务|评标大厅|我的任务|评标|评审/,
        /\btaches?\b|\bsalle d'?evaluation\b|\ba evaluer\b|\bevaluations?\b/,
      ],
      async answer(ctx) {
        if (ctx.actor.roleCode !== ROLES.FORMAL_EXPERT || HOW_TO.test(ctx.normalised)) return null;
        const t = tOf(ctx);
        const route = await routeIf(ctx, R.evaluationHall);
        const tasks = await tenders.committee.myTasks(ctx.actor);
        return recordsAnswer(t, tasks, route, {
          none: t('tender.tasksNone'),
          screen: ['tasks', t('tender.source.tasks')],
          header: t('tender.tasksTotal', { count: tasks.length }),
          line: (task) =>
            t('tender.taskLine', {
              title: projectTitle(task),
              status: codeLabel(ctx, 'expertTaskStatus', task.status),
              project: codeLabel(ctx, 'purchaseStatus', task.projectStatus),
              opening: deadline(t, ctx.now, task.quoteEndTime, 'opens'),
            }),
          source: (task) => [`task:${task.id}`, projectTitle(task)],
        });
      },
    },
    {
      id: 'tender.clarifications',
      priority,
      patterns: [/\bclarifications?\b|\bclarif/, /澄清/, /\bclarifications?\b|\beclaircissements?\b/],
      async answer(ctx) {
        if (HOW_TO.test(ctx.normalised)) return null;
        const route = await clarificationRoute(ctx);
        if (route === undefined) return null;
        const t = tOf(ctx);
        const list = await tenders.clarifications.visibleTo(ctx.actor, { limit: 20 });
        const answer = recordsAnswer(t, list, route, {
          none: t('tender.clarificationsNone'),
          screen: ['clarifications', t('tender.source.clarifications')],
          header: t('tender.clarificationsTotal', { count: list.length }),
          line: (c) =>
            t('tender.clarificationLine', {
              title: projectTitle(c),
              subject: c.title,
              at: stamp(c.publishedAt),
            }),
          source: (c) => [`clarification:${c.id}`, `${c.projectCode} ${c.title}`],
        });
        // The model may quote the published text; the reply itself lists titles only.
        const bodies = list.map((c) => `${c.projectCode} ${c.title}: ${c.content.slice(0, EXCERPT)}`);
        return { ...answer, facts: [...answer.facts, ...bodies] };
      },
    },
  ];
}
