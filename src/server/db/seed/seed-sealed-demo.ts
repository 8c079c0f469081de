import { createOfferKeys, type OfferKeys } from '../../features/offers';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import type { Trx } from '../transact';

type Found = Promise<{ id: string } | undefined>;

/** What a demo that seals offers for a project key fills its project with. */
export interface SealedDemoContext {
  trx: Trx;
  keys: OfferKeys;
  /** The time `ms` from now (negative: before), ISO-8601. */
  at(ms: number): string;
  user(login: string): Found;
  org(code: string): Found;
}

/**
 * The start the opening, negotiation and evaluation demos share: offers are sealed with the real project
 * keys, so nothing is seeded without a key-encryption key (a data directory or OFFER_KEK); the project
 * is filled in one transaction, and not at all when its code exists (a second start adds nothing).
 */
export async function seedSealedDemo(
  deps: { database: Database; clock: Clock; dataDir?: string | undefined },
  projectCode: string,
  fill: (ctx: SealedDemoContext) => Promise<void>,
): Promise<void> {
  const { database, clock, dataDir } = deps;
  if (!dataDir && !process.env.OFFER_KEK) return;
  const keys = createOfferKeys({ dataDir: dataDir ?? '', env: process.env, clock });
  const now = clock.now().getTime();
  await database.db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', projectCode)
      .executeTakeFirst();
    if (exists) return;
    await fill({
      trx,
      keys,
      at: (ms) => new Date(now + ms).toISOString(),
      user: (login) =>
        trx.selectFrom('users').select('id').where('login_name', '=', login).executeTakeFirst(),
      org: (code) => trx.selectFrom('organisations').select('id').where('code', '=', code).executeTakeFirst(),
    });
  });
}
