import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import type { HallProjectRow } from '@/shared/contracts/opening-hall';
import { OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import { translate } from '../../../lib/translate';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { isBuyerSide } from './tender-buyer-answers';
import { HOW_TO, projectTitle, recordsAnswer, routeIf, stamp } from './tender-format';

const PRIORITY = 8;
const DAY = 86_400_000;
const isSupplier = (ctx: IntentContext) =>
  ctx.actor.roleCode === ROLES.FORMAL_SUPPLIER && !!ctx.actor.departId;

/** The hall's rows opening within the next day (by the server clock) or waiting for their opening. */
function today(rows: readonly HallProjectRow[], now: Date): HallProjectRow[] {
  const until = now.getTime() + DAY;
  return rows.filter(
    (r) =>
      (r.status === PURCHASE_STATUS.PUBLISHED && Date.parse(r.quoteEndTime) <= until) ||
      (r.status === PURCHASE_STATUS.OPENING && r.openedAt === null),
  );
}

/**
 * "My openings today" (issue 18): the buyer side's projects opening within a day or waiting for their
 * opening, with the quote end, offers and sign-ins; a supplier's the same among those it sent offers
 * to, with whether it signed in. Read through the hall service, so only what the hall shows the asker.
 */
export function openingIntents(tenders: TenderServices): AssistantIntent[] {
  return [
    {
      id: 'opening.today',
      priority: PRIORITY,
      patterns: [
        /\bopenings?\b|\bbid opening\b|\bopen(ing|s)? (today|soon)\b/,
        /开标/,
        /\bouvertures?\b|\bs'?ouvre\w*\b/,
      ],
      answer: async (ctx) => {
        if (HOW_TO.test(ctx.normalised)) return null;
        const buyer = isBuyerSide(ctx);
        if (!buyer && !isSupplier(ctx)) return null;
        const t = (key: string, vars?: Record<string, string | number>) =>
          translate(ctx.lang, `opening-hall:assistant.${key}`, vars);
        const rows = today((await tenders.opening.hall.list(ctx.actor)).records, ctx.now);
        const route = await routeIf(ctx, R.hall);
        const answer = recordsAnswer((k, v) => translate(ctx.lang, `assistant:${k}`, v), rows, route, {
          none: t('none'),
          screen: ['opening-hall', t('source')],
          header: t('total', { count: rows.length }),
          line: (r) =>
            t(buyer ? 'buyerLine' : 'supplierLine', {
              project: projectTitle(r),
              at: stamp(r.quoteEndTime),
              offers: r.offerCount,
              signedIn: r.signedInCount,
              unattended: r.unattended ? t('unattended') : '',
              mine: r.signedIn ? t('signedIn') : t('notSignedIn'),
            }),
          source: (r) => [`project:${r.projectId}`, projectTitle(r)],
        });
        if (route && rows.length > 0) {
          answer.sources = answer.sources.map((s) => ({
            ...s,
            route: `${R.hallDetail}?projectId=${encodeURIComponent(String(s.id).replace(/^project:/, ''))}`,
          }));
        }
        return answer;
      },
    },
  ];
}
