import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../transact';

const DAY_MS = 86_400_000;

/** Fixed codes: the seed finds its projects again by them, so later starts add nothing. */
export const DEMO_INVITATION_CODES = { invitation: 'BL-DEMO-0102', negotiation: 'BL-DEMO-0113' } as const;

interface DemoParties {
  buyer: string;
  buyerOrg: string;
  supplierOrg: string;
}

/**
 * Issue 16 demo cases for a new user's first start: an invitation-only project (method 02, published)
 * to which supplier01's organisation SUPPLIER-01 is invited (the letter sent, unread), and a published
 * competitive negotiation (method 13), both of buyer01's organisation. Called by seedTenders inside its
 * transaction; rows are data written as the rules would leave them, existing ones are never touched.
 */
export async function seedInvitationDemo(trx: Trx, parties: DemoParties, now: Date): Promise<void> {
  const iso = now.toISOString();
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const project = (code: string, name: string, method: string, budget: string, description: string) => ({
    id: randomId(),
    project_code: code,
    name,
    tender_method: method,
    budget,
    description,
    depart_id: parties.buyerOrg,
    status: PURCHASE_STATUS.PUBLISHED,
    signup_end_time: later(7),
    quote_end_time: later(10),
    published_at: iso,
    cancel_reason: null,
    version: 1,
    created_by: parties.buyer,
    updated_by: parties.buyer,
    created_at: iso,
    updated_at: iso,
  });
  for (const row of [
    project(
      DEMO_INVITATION_CODES.invitation,
      '港口消防器材邀请采购',
      TENDER_METHOD.INVITATION,
      '260000.00',
      '码头及堆场消防器材更新（灭火器、消防水带、应急照明），仅限受邀供应商报名。',
    ),
    project(
      DEMO_INVITATION_CODES.negotiation,
      '港区监控系统维保竞争性谈判',
      TENDER_METHOD.COMPETITIVE_NEGOTIATION,
      '180000.00',
      '港区视频监控系统两年维保服务，竞争性谈判，报价后进行谈判。',
    ),
  ]) {
    await trx
      .insertInto('tender_projects')
      .values(row)
      .onConflict((oc) => oc.column('project_code').doNothing())
      .execute();
  }

  const invitationProject = await trx
    .selectFrom('tender_projects as p')
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .select(['p.id', 'p.name', 'p.project_code', 'p.signup_end_time', 'o.name as buyer_name'])
    .where('p.project_code', '=', DEMO_INVITATION_CODES.invitation)
    .executeTakeFirstOrThrow();
  const invited = await trx
    .selectFrom('tender_invitations')
    .select('id')
    .where('project_id', '=', invitationProject.id)
    .where('supplier_depart_id', '=', parties.supplierOrg)
    .executeTakeFirst();
  if (invited) return;
  await trx
    .insertInto('tender_invitations')
    .values({
      id: randomId(),
      project_id: invitationProject.id,
      supplier_depart_id: parties.supplierOrg,
      invited_by: parties.buyer,
      invited_at: iso,
      sent_at: iso,
      read_by: null,
      read_at: null,
    })
    .execute();
  // The invitation letter, as sendInvitations writes it at publication.
  await trx
    .insertInto('project_letters')
    .values({
      id: randomId(),
      project_id: invitationProject.id,
      supplier_depart_id: parties.supplierOrg,
      kind: 'invitation',
      subject_key: 'invitations:letter.subject',
      body_key: 'invitations:letter.body',
      vars_json: JSON.stringify({
        projectName: invitationProject.name,
        projectCode: invitationProject.project_code,
        buyerName: invitationProject.buyer_name ?? '',
        signupEndTime: invitationProject.signup_end_time,
      }),
      sent_by: parties.buyer,
      sent_at: iso,
      read_by: null,
      read_at: null,
    })
    .execute();
}
