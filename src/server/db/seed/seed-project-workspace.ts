import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../transact';

const DAY_MS = 86_400_000;

/** Fixed code: the seed finds the project again by it, so later starts add nothing. */
export const DEMO_ENTRUSTED_CODE = 'BL-DEMO-0301';

/**
 * Issue 16: a draft project of buyer01's organisation entrusted to the agency AGENCY-01, so that agent01
 * meets an entrusted project at first start (its bid projects, initiation drafts and workspace). Called
 * by seedTenders inside its transaction; an existing row is never touched.
 */
export async function seedEntrustedDemo(
  trx: Trx,
  parties: { buyer: string; buyerOrg: string },
  now: Date,
): Promise<void> {
  const agency = await trx
    .selectFrom('organisations')
    .select('id')
    .where('code', '=', 'AGENCY-01')
    .executeTakeFirst();
  if (!agency) return;
  const iso = now.toISOString();
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  await trx
    .insertInto('tender_projects')
    .values({
      id: randomId(),
      project_code: DEMO_ENTRUSTED_CODE,
      name: '港区围网改造工程（委托代理）',
      tender_method: TENDER_METHOD.OPEN,
      budget: '460000.00',
      description: '港区 3 号至 5 号堆场围网拆除与新建，委托华通招标代理有限公司组织招标。',
      depart_id: parties.buyerOrg,
      agency_org_id: agency.id,
      status: PURCHASE_STATUS.DRAFT,
      signup_end_time: later(12),
      quote_end_time: later(15),
      published_at: null,
      cancel_reason: null,
      version: 1,
      created_by: parties.buyer,
      updated_by: parties.buyer,
      created_at: iso,
      updated_at: iso,
    })
    .onConflict((oc) => oc.column('project_code').doNothing())
    .execute();
}
