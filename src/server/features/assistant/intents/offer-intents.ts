import { ROLES } from '@/shared/codes/roles';
import { OFFER_LOBBY_ROUTES as R } from '@/shared/contracts/offer-lobby';
import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent, IntentContext } from '../intent-registry';
import { translate } from '../../../lib/translate';
import { deadline, projectTitle, recordsAnswer, routeIf, stamp, tOf } from './tender-format';

/** Above the general "my offers" (5): asking for offers and receipts together wants the lobby's view. */
const PRIORITY = 6;

const tf = (ctx: IntentContext) => (key: string, vars?: Record<string, string | number>) =>
  translate(ctx.lang, `offers:assistant.${key}`, vars);

/**
 * "My offers and receipts": per project the state of the organisation's offer that counts, the quote
 * end by server time and the receipt (hash and receipt time), each citing the project's lobby, where
 * the receipt is checked against the device's kept hash. Never a price: offers stay sealed.
 */
export function offerIntents(tenders: TenderServices): AssistantIntent[] {
  return [
    {
      id: 'offers.receipts',
      priority: PRIORITY,
      patterns: [
        /\boffers?\b.*\b(and|with)\b.*\breceipts?\b|\boffer lobby\b|\bwithdrawn offers?\b|\bverify (my )?receipts?\b/,
        /报价.*(和|及|与).*回执|报价大厅|撤回.*报价|核验.*回执/,
        /\boffres?\b.*\bet\b.*\b(recus?|accuses?)\b|\bsalle de l'?offre\b|\boffres? retirees?\b/,
      ],
      async answer(ctx) {
        if (ctx.actor.roleCode !== ROLES.FORMAL_SUPPLIER || !ctx.actor.departId) return null;
        const t = tf(ctx);
        const page = await tenders.offers.projects(ctx.actor, { pageNo: 1, pageSize: 50 });
        const screen = await routeIf(ctx, R.purchase);
        const lobby = (projectId: string) =>
          screen ? `${R.lobby}?projectId=${encodeURIComponent(projectId)}` : null;
        const answer = recordsAnswer(tOf(ctx), page.records, screen, {
          none: t('none'),
          screen: ['offerPurchase', t('source')],
          header: t('total', { count: page.total }),
          line: (row) =>
            t('line', {
              title: projectTitle(row),
              state: translate(ctx.lang, `offers:state.${row.state}`),
              end: deadline(tOf(ctx), ctx.now, row.quoteEndTime, 'closes'),
              hash: row.latest.ciphertextSha256.slice(0, 12),
              at: stamp(row.latest.receivedAt),
            }),
          source: (row) => [`offer:${row.latest.offerId}`, projectTitle(row)],
        });
        // Each record links its own lobby rather than the list.
        const sources = answer.sources.map((source, i) => {
          const row = page.records[i];
          return row && source.id.startsWith('offer:') ? { ...source, route: lobby(row.projectId) } : source;
        });
        return { ...answer, sources };
      },
    },
  ];
}
