import { ROLES } from '@/shared/codes/roles';
import { TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import type { AssistantIntent } from '../intent-registry';
import { buyerPendingSignups, buyerProjects, isBuyerSide } from './tender-buyer-answers';
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
import { tenderTaskIntents } from './tender-task-intents';

const isSupplier = (roleCode: string | null) => roleCode === ROLES.FORMAL_SUPPLIER;

/** Priority over the general intents: "my offers" must not read as an account question. */
const PRIORITY = 5;

/**
 * Tendering questions: a supplier's open tenders, signups and sealed offers (status and receipt, never
 * content), a buyer's own projects and the signups awaiting its audit, an expert's tasks, and published
 * clarifications. Every list comes from a tender service that scopes it to the asker's organisation or
 * user; deadlines by ctx.now.
 */
export function tenderIntents(tenders: TenderReads): AssistantIntent[] {
  return [
    ...tenderTaskIntents(tenders, PRIORITY),
    {
      id: 'tender.offers',
      priority: PRIORITY,
      patterns: [
        /\b(my|our)\b.*\b(offers?|bids?|quotations?)\b|\b(sealed|submitted|sent) (offers?|bids?)\b|\breceipts?\b/,
        /我的(报价|投标|标书)|(报价|投标).*(状态|回执)|回执|已(报价|投标)/,
        /\b(mes|nos)\b.*(?<!d')\boffres?\b|\boffres? (envoyees?|deposees?|scellees?)\b|\baccuses? de reception\b/,
      ],
      async answer(ctx) {
        if (!isSupplier(ctx.actor.roleCode) || HOW_TO.test(ctx.normalised)) return null;
        const t = tOf(ctx);
        const route = await routeIf(ctx, R.participating, R.offer);
        const offers = await tenders.offers.myOffers(ctx.actor);
        return recordsAnswer(t, offers, route, {
          none: t('tender.offersNone'),
          screen: ['offers', t('tender.source.offers')],
          header: t('tender.offersTotal', { count: offers.length }),
          line: (o) =>
            t('tender.offerLine', {
              title: projectTitle(o),
              status: codeLabel(ctx, 'offerStatus', o.status),
              received: stamp(o.receivedAt),
              hash: o.ciphertextSha256.slice(0, 12),
              quote: deadline(t, ctx.now, o.quoteEndTime, 'closes'),
            }),
          source: (o) => [`offer:${o.offerId}`, projectTitle(o)],
        });
      },
    },
    {
      id: 'tender.signups',
      priority: PRIORITY,
      patterns: [
        /\bsign[- ]?ups?\b|\bsigned up\b|\bregistrations?\b.*\b(tenders?|projects?)\b|\bapplications?\b/,
        /报名/,
        /\binscriptions?\b|\binscrits?\b|\bcandidatures?\b/,
      ],
      async answer(ctx) {
        if (HOW_TO.test(ctx.normalised)) return null;
        if (isBuyerSide(ctx)) return buyerPendingSignups(ctx, tenders);
        if (!isSupplier(ctx.actor.roleCode)) return null;
        const t = tOf(ctx);
        const route = await routeIf(ctx, R.participating, R.openTenders);
        const signups = await tenders.signups.mySignups(ctx.actor);
        return recordsAnswer(t, signups, route, {
          none: t('tender.signupsNone'),
          screen: ['signups', t('tender.source.signups')],
          header: t('tender.signupsTotal', { count: signups.length }),
          line: (s) =>
            t('tender.signupLine', {
              title: projectTitle(s),
              status: codeLabel(ctx, 'auditStatus', s.auditStatus),
              reason: s.rejectReason ? t('tender.signupReason', { reason: s.rejectReason }) : '',
              signup: deadline(t, ctx.now, s.signupEndTime, 'closes'),
              quote: deadline(t, ctx.now, s.quoteEndTime, 'closes'),
            }),
          source: (s) => [`signup:${s.id}`, projectTitle(s)],
        });
      },
    },
    {
      id: 'tender.projects',
      priority: PRIORITY,
      patterns: [
        /\btenders?\b|\bprocurement projects?\b|\bmy projects?\b|\bdeadlines?\b|\bcalls? for (bids|tenders)\b/,
        /招标|采购项目|我的项目|截止|开标/,
        /\bappels? d'?offres?\b|\bprojets? d'?achats?\b|\bmes projets\b|\bdates? limites?\b|\bmarches? publics?\b/,
      ],
      async answer(ctx) {
        if (HOW_TO.test(ctx.normalised)) return null;
        const t = tOf(ctx);
        const now = stamp(ctx.now.toISOString());
        if (isSupplier(ctx.actor.roleCode)) {
          const route = await routeIf(ctx, R.openTenders);
          const open = await tenders.projects.openTenders(ctx.actor, { limit: 20 });
          const mine = (signup: string | null, offer: string | null) =>
            !signup
              ? t('tender.mineNone')
              : offer
                ? t('tender.mineOffer', {
                    signup: codeLabel(ctx, 'auditStatus', signup),
                    offer: codeLabel(ctx, 'offerStatus', offer),
                  })
                : t('tender.mineSignup', { signup: codeLabel(ctx, 'auditStatus', signup) });
          return recordsAnswer(t, open, route, {
            none: t('tender.openNone', { now }),
            screen: ['open-tenders', t('tender.source.openTenders')],
            header: t('tender.openTotal', { count: open.length, now }),
            line: (p) =>
              t('tender.openLine', {
                title: `${p.projectCode} ${p.name}`,
                org: p.departName,
                quote: deadline(t, ctx.now, p.quoteEndTime, 'closes'),
                signup: deadline(t, ctx.now, p.signupEndTime, 'closes'),
                mine: mine(p.mySignupStatus, p.myOfferStatus),
              }),
            source: (p) => [`tender:${p.id}`, `${p.projectCode} ${p.name}`],
          });
        }
        return isBuyerSide(ctx) ? buyerProjects(ctx, tenders) : null;
      },
    },
  ];
}
