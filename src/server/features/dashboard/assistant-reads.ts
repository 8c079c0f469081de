import { sql } from 'kysely';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { CONTRACT_STATUS } from '@/shared/codes/results';
import type { Actor } from '../../lib/request-context';
import { type Db, runByOrg } from '../tender-common';
import { dashboardRole } from './scope';

/** One line of an assistant answer about results, notices or contracts. */
export interface ResultRow {
  id: string;
  code: string;
  name: string;
  /** A notice's kind, a project's status or a contract's status. */
  state: string;
  read: boolean | null;
  amount: string | null;
  /** A publicity's end (server time), when in publicity. */
  endsAt: string | null;
}

/** An answer lists a few; the screen shows them all. */
const LIMIT = 20;

/**
 * The tender assistant's reads (result-intents.ts): the asker's own results, unread notices and
 * contracts to sign. Each keeps to what the dashboard shows the asker: a supplier its organisation's
 * notices and contracts, the buyer side the projects its organisation runs; other roles get nothing.
 */
export function assistantReads(db: Db) {
  const notices = (departId: string, unreadOnly: boolean) => {
    let q = db
      .selectFrom('result_notices as n')
      .innerJoin('tender_projects as p', 'p.id', 'n.project_id')
      .where('n.org_id', '=', departId);
    if (unreadOnly) q = q.where('n.read_at', 'is', null);
    return q
      .select(['n.id', 'p.project_code as code', 'p.name', 'n.kind as state', 'n.amount', 'n.read_at'])
      .orderBy(sql`case when n.read_at is null then 0 else 1 end`)
      .orderBy('n.issued_at', 'desc')
      .orderBy('n.id')
      .limit(LIMIT)
      .execute()
      .then((rows) => rows.map(({ read_at, ...r }) => ({ ...r, read: read_at !== null, endsAt: null })));
  };

  return {
    /** Supplier: its organisation's notices; buyer side: its projects in publicity or concluded. */
    async myResults(actor: Actor): Promise<ResultRow[]> {
      const role = dashboardRole(actor);
      if (role === 'supplier') return notices(actor.departId ?? '', false);
      if (role !== 'buyer') return [];
      const rows = await db
        .selectFrom('tender_projects as p')
        .leftJoin('result_publicity as r', 'r.project_id', 'p.id')
        .where(runByOrg(actor.departId ?? '', 'p'))
        .where('p.status', 'in', [P.PUBLICITY, P.CONCLUDED])
        .select(['p.id', 'p.project_code as code', 'p.name', 'p.status as state', 'r.ends_at'])
        .orderBy('p.status')
        .orderBy('p.updated_at', 'desc')
        .orderBy('p.id')
        .limit(LIMIT)
        .execute();
      return rows.map(({ ends_at, ...r }) => ({ ...r, read: null, amount: null, endsAt: ends_at ?? null }));
    },

    /** Supplier: its organisation's notices nobody has opened yet. */
    async unreadNotices(actor: Actor): Promise<ResultRow[]> {
      return dashboardRole(actor) === 'supplier' ? notices(actor.departId ?? '', true) : [];
    },

    /** Contracts in status 00: the supplier's own, or those of the projects the buyer side runs. */
    async contractsToSign(actor: Actor): Promise<ResultRow[]> {
      const role = dashboardRole(actor);
      if (role !== 'supplier' && role !== 'buyer') return [];
      const departId = actor.departId ?? '';
      let q = db
        .selectFrom('contracts as c')
        .innerJoin('tender_projects as p', 'p.id', 'c.project_id')
        .where('c.status', '=', CONTRACT_STATUS.TO_SIGN);
      q = role === 'supplier' ? q.where('c.org_id', '=', departId) : q.where(runByOrg(departId, 'p'));
      const rows = await q
        .select(['c.id', 'p.project_code as code', 'p.name', 'c.status as state', 'c.amount'])
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(LIMIT)
        .execute();
      return rows.map((r) => ({ ...r, read: null, endsAt: null }));
    },
  };
}
