import { ROLES } from '@/shared/codes/roles';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import type { SupplierClarificationView } from '@/shared/contracts/clarifications';
import type { Actor } from '../../../lib/request-context';
import { translate } from '../../../lib/translate';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { emptyAnswer, HOW_TO, listAnswer, projectTitle, record, routeIf, stamp } from './tender-format';

/** The clarification reads the intent uses; it limits itself to the actor's organisation. */
export interface ClarificationReads {
  clarifications: { notConfirmed(actor: Actor): Promise<SupplierClarificationView[]> };
}

/** Beside the fee and question intents (7), before the general tender intents (5). */
const PRIORITY = 7;
const isSupplier = (ctx: IntentContext) =>
  ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER && !!ctx.actor.departId;
const tc = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
  translate(ctx.lang, `clarifications:assistant.${key}`, vars);

const PATTERNS = [
  /\bclarifications?\b.*\b(confirm|confirmed|unconfirmed|receipt|receipts|acknowledge)\b|\b(unconfirmed|unacknowledged) clarifications?\b/,
  /澄清.*(未|没有?|待)(确认|回执)|(未|没有?|待)(确认|回执).*澄清/,
  /\bclarifications?\b.*\b(confirme|confirmees|non confirmee|accuse|reception)\b/,
];

/**
 * Clarifications (issue 17): the supplier's clarifications its organisation has not confirmed (approved
 * signups), each linked to the screen with 'confirm receipt'. Other roles are left to other intents.
 */
export function clarificationIntents(reads: ClarificationReads): AssistantIntent[] {
  return [
    {
      id: 'clarifications.notConfirmed',
      priority: PRIORITY,
      patterns: PATTERNS,
      answer: async (ctx) => {
        if (!isSupplier(ctx) || HOW_TO.test(ctx.normalised)) return null;
        const t = tc(ctx);
        const rows = await reads.clarifications.notConfirmed(ctx.actor);
        const list = await routeIf(ctx, R.supplierList);
        if (rows.length === 0)
          return emptyAnswer(t('notConfirmedNone'), record('clarifications', t('source'), list));
        return listAnswer(
          (k, v) => translate(ctx.lang, `assistant:${k}`, v),
          t('notConfirmed', { count: rows.length }),
          rows.map((c) => `${projectTitle(c)} · ${c.title} · ${stamp(c.publishedAt)}`),
          rows.map((c) =>
            record(
              `clarification:${c.id}`,
              `${projectTitle(c)} ${c.title}`,
              list ? `${R.supplierDetail}?id=${encodeURIComponent(c.id)}` : null,
            ),
          ),
        );
      },
    },
  ];
}
