import { ROLES } from '@/shared/codes/roles';
import { NEGOTIATION_ROUTES as R } from '@/shared/contracts/negotiation-paths';
import { translate } from '../../../lib/translate';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { HOW_TO, projectTitle, recordsAnswer, routeIf, stamp } from './tender-format';

const PRIORITY = 7;
const isSupplier = (ctx: IntentContext) =>
  ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER && !!ctx.actor.departId;

/**
 * The assistant's questions: negotiation rounds open for me (a supplier's organisation), with each
 * round's end by server time; the enquiry screen opens them.
 */
export function negotiationIntents(tenders: TenderServices): AssistantIntent[] {
  return [
    {
      id: 'negotiation.openRounds',
      priority: PRIORITY,
      patterns: [
        /\bnegotiat\w*|\brounds?\b.*\b(open|price)|\benquir\w*/,
        /谈判|磋商|轮次|报价轮/,
        /\bn[ée]gociation\w*|\btours?\b.*\b(ouverts?|prix)/,
      ],
      answer: async (ctx) => {
        if (HOW_TO.test(ctx.normalised) || !isSupplier(ctx)) return null;
        const t = (key: string, vars?: Record<string, string | number>) =>
          translate(ctx.lang, `negotiation:assistant.${key}`, vars);
        const rows = await tenders.negotiation.roundsOpenFor(ctx.actor);
        const route = await routeIf(ctx, R.supplier);
        return recordsAnswer((k, v) => translate(ctx.lang, `assistant:${k}`, v), rows, route, {
          none: t('none'),
          screen: ['negotiation', t('source')],
          header: t('total', { count: rows.length }),
          line: (r) =>
            t('line', {
              project: projectTitle(r),
              round: r.roundNo,
              end: stamp(r.endTime),
              sent: r.receipts.length > 0 ? t('sent') : t('notSent'),
            }),
          source: (r) => [`negotiationRound:${r.roundId}`, `${projectTitle(r)} · ${r.roundNo}`],
        });
      },
    },
  ];
}
