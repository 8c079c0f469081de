import { ROLES } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';
import type { TestApp } from './test-app';
import { tenderRows } from './tender-rows';

/** A price only an opened offer's record holds; no assistant answer may show it. */
export const SECRET_PRICE = '987654.32';
export const RECEIPT_HASH = 'c3a1b2'.padEnd(64, '0');

/**
 * The tendering data of the assistant's permission matrix, written straight into the database so the
 * statuses and deadlines are exactly these: a buyer organisation with an open, a closed and an opened
 * project; supplier A signed up (approved) with a sealed offer on the open project and an opened offer;
 * supplier B with nothing; supplier C (no account) with a pending signup; an expert with a task on the
 * open project and one without; a clarification.
 * Accounts sign in with the demo password; the tender screens come from the menu seed.
 */
export async function seedAssistantTenders(t: TestApp) {
  const db = t.database.db;
  const now = t.clock.now().toISOString();
  const { addOrg, addUser, addProject: addRow, addSignup, orgId } = tenderRows(() => t);
  const addProject = async (
    departId: string,
    name: string,
    status: string,
    signupDays: number,
    quoteDays: number,
  ) => {
    const code = `C3-${randomId().slice(0, 8).toUpperCase()}`;
    return { id: await addRow(departId, { code, name, status, signupDays, quoteDays }), code };
  };

  const buyerOrg = await addOrg('C3-BUY', 'C3 Buyer Group', '01');
  const orgA = await addOrg('C3-SUP-A', 'C3 Lamps Ltd', '03');
  const orgB = await addOrg('C3-SUP-B', 'C3 Other Supplies', '03');
  const orgC = await addOrg('C3-SUP-C', 'C3 Pending Co', '03');
  const experts = await orgId('EXPERTS');
  const buyer = await addUser('c3buyer', 'c3buyer', buyerOrg, ROLES.FORMAL_BUYER);
  const supA = await addUser('c3supa', 'c3supa', orgA, ROLES.FORMAL_SUPPLIER);
  await addUser('c3supb', 'c3supb', orgB, ROLES.FORMAL_SUPPLIER);
  const expert = await addUser('c3expert', 'c3expert', experts, ROLES.FORMAL_EXPERT);
  await addUser('c3expert2', 'c3expert2', experts, ROLES.FORMAL_EXPERT);

  const open = await addProject(buyerOrg, 'Harbour lamps', '03', 2, 4);
  const closed = await addProject(buyerOrg, 'Closed paint', '03', 1, 1);
  const opened = await addProject(buyerOrg, 'Opened cables', '04', 1, 1);

  const approved = { userId: supA, auditedBy: buyer };
  await addSignup(open.id, orgA, '01', approved);
  await addSignup(opened.id, orgA, '01', approved);
  await addSignup(open.id, orgC, '00', { userId: supA });
  const offer = (projectId: string, status: string, openedJson: string | null) => ({
    id: randomId(),
    project_id: projectId,
    supplier_depart_id: orgA,
    user_id: supA,
    ephemeral_public_key: '{}',
    iv: 'AAAA',
    ciphertext: 'c2VhbGVk',
    ciphertext_sha256: RECEIPT_HASH,
    status,
    received_at: now,
    opened_json: openedJson,
    opened_at: openedJson ? now : null,
    updated_at: now,
  });
  await db
    .insertInto('tender_offers')
    .values([
      offer(open.id, '00', null),
      offer(opened.id, '02', JSON.stringify({ totalPrice: SECRET_PRICE, deliveryDays: 30 })),
    ])
    .execute();
  await db
    .insertInto('tender_clarifications')
    .values({
      id: randomId(),
      project_id: open.id,
      title: 'Colour temperature is 4000 K',
      content: 'All lamps must be 4000 K.',
      published_by: buyer,
      published_at: now,
    })
    .execute();
  await db
    .insertInto('evaluation_tasks')
    .values({
      id: randomId(),
      project_id: open.id,
      expert_user_id: expert,
      status: '00',
      assigned_by: buyer,
      assigned_at: now,
      updated_at: now,
    })
    .execute();
  return { open: open.code, closed: closed.code, opened: opened.code };
}
