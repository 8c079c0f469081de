import { ROLES } from '@/shared/codes/roles';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import type { QuestionView } from '@/shared/contracts/questions';
import type { Actor } from '../../../lib/request-context';
import { translate } from '../../../lib/translate';
import type { AssistantIntent, IntentAnswer, IntentContext } from '../intent-registry';
import { isBuyerSide } from './tender-buyer-answers';
import { emptyAnswer, HOW_TO, listAnswer, projectTitle, record, routeIf, stamp } from './tender-format';

/** The question reads the intents use; each limits itself to what the actor may see. */
export interface QuestionReads {
  questions: {
    waitingForAnswer(actor: Actor): Promise<QuestionView[]>;
    myUnanswered(actor: Actor): Promise<QuestionView[]>;
  };
}

/** Beside the fee intents (7), before the general tender intents (5). */
const PRIORITY = 7;
const isSupplier = (ctx: IntentContext) =>
  ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER && !!ctx.actor.departId;
const tq = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
  translate(ctx.lang, `questions:assistant.${key}`, vars);

const PATTERNS = [
  /\bquestions?\b.*\b(answer|answers|answered|unanswered|reply|replies|waiting|open)\b|\b(unanswered|open) questions?\b/,
  /(提问|问题|答疑).*(待|未|没有?)(答复|回复|回答)|(待|未|没有?)(我)?(答复|回复|回答)的?(提问|问题)|待答疑/,
  /\bquestions?\b.*\b(repondre|reponse|reponses|attente|sans reponse)\b/,
];

/** One answer for a list of questions, each cited with the screen that opens it (when the menus hold it). */
async function answerFor(
  ctx: IntentContext,
  rows: QuestionView[],
  texts: { header: string; none: string },
  screens: { list: string; open: string },
): Promise<IntentAnswer> {
  const t = tq(ctx);
  const list = await routeIf(ctx, screens.list);
  if (rows.length === 0)
    return emptyAnswer(t(texts.none), record('questions', t(texts.header, { count: 0 }), list));
  const open = (q: QuestionView) => (list ? `${screens.open}?id=${encodeURIComponent(q.id)}` : null);
  return listAnswer(
    (k, v) => translate(ctx.lang, `assistant:${k}`, v),
    t(texts.header, { count: rows.length }),
    rows.map((q) =>
      t('line', {
        projectCode: q.projectCode,
        projectName: q.projectName,
        title: q.title,
        askedAt: stamp(q.askedAt),
      }),
    ),
    rows.map((q) => record(`question:${q.id}`, `${projectTitle(q)} ${q.title}`, open(q))),
  );
}

/**
 * Questions (issue 17). Buyer side: the questions on my organisation's projects waiting for my answer.
 * Supplier: my organisation's questions still unanswered. Other roles are left to the other intents.
 */
export function questionIntents(reads: QuestionReads): AssistantIntent[] {
  return [
    {
      id: 'questions.waiting',
      priority: PRIORITY,
      patterns: PATTERNS,
      answer: async (ctx) =>
        isBuyerSide(ctx) && !HOW_TO.test(ctx.normalised)
          ? answerFor(
              ctx,
              await reads.questions.waitingForAnswer(ctx.actor),
              { header: 'waiting', none: 'waitingNone' },
              { list: R.buyerList, open: R.buyerAnswer },
            )
          : null,
    },
    {
      id: 'questions.mine',
      priority: PRIORITY,
      patterns: PATTERNS,
      answer: async (ctx) =>
        isSupplier(ctx) && !HOW_TO.test(ctx.normalised)
          ? answerFor(
              ctx,
              await reads.questions.myUnanswered(ctx.actor),
              { header: 'mine', none: 'mineNone' },
              { list: R.supplierList, open: R.supplierDetail },
            )
          : null,
    },
  ];
}
