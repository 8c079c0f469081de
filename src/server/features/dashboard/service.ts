import type { DashboardView } from '@/shared/contracts/dashboard';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import { zoneOffsetMinutes } from '@/shared/rules/zoned-dayjs';
import type { Actor } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import { assistantReads } from './assistant-reads';
import { buyerCards } from './buyer-reads';
import { buyerChart } from './chart-reads';
import { adminCards, expertCards } from './expert-admin-reads';
import { businessDay, dashboardRole } from './scope';
import { supplierCards } from './supplier-reads';

/**
 * The home dashboard: read-only, so no transaction and no audit. Every list is limited to the caller:
 * the buyer side to the projects its organisation runs, a supplier to its organisation's rows, an
 * expert to its own committee seats; the administrator sees the platform's audit queues.
 */
export function createDashboardService(deps: TenderDeps) {
  const db = deps.database.db;
  const zone = deps.env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE;

  return {
    async home(actor: Actor): Promise<DashboardView> {
      // Quote ends that passed move their projects to 04 first, as every tender read does.
      await deps.closeDue?.();
      const nowMs = deps.clock.now().getTime();
      const now = new Date(nowMs).toISOString();
      const role = dashboardRole(actor);
      const departId = actor.departId ?? '';
      const base = { role, serverTime: now, chart: null };
      if (role === 'buyer') {
        const day = businessDay(nowMs, zoneOffsetMinutes(nowMs, zone));
        const [cards, chart] = await Promise.all([
          buyerCards(db, { departId, now, ...day }),
          buyerChart(db, { departId, nowMs, zone }),
        ]);
        return { ...base, cards, chart };
      }
      if (role === 'supplier') return { ...base, cards: await supplierCards(db, { departId, now }) };
      if (role === 'expert') return { ...base, cards: await expertCards(db, actor.userId) };
      if (role === 'admin') return { ...base, cards: await adminCards(db) };
      return { ...base, cards: [] };
    },
    ...assistantReads(db),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
