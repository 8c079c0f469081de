import type { Database } from '@/server/db/database';
import type { SessionService } from '@/server/features/auth/session-service';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { randomId } from '@/shared/format/random-id';

export interface Supplier {
  departId: string;
  token: string;
}

/** The bench project (quote end `quoteEnd`) and `count` organisations with a formal supplier each (session made as the sign-in makes it), signed up and approved. */
export async function seedSurge(database: Database, sessions: SessionService, quoteEnd: Date, count: number) {
  const { db } = database;
  const model = await db
    .selectFrom('user_roles as ur')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .innerJoin('organisations as o', 'o.id', 'ur.depart_id')
    .select(['ur.role_id', 'u.password_hash', 'o.parent_id'])
    .where('u.login_name', '=', 'supplier01')
    .executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom('organisations')
    .select('id')
    .where('code', '=', 'GROUP-PROC')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const projectId = randomId();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tender_projects')
      .values({
        id: projectId,
        project_code: 'BENCH-SURGE',
        name: 'Deadline surge',
        tender_method: '01',
        budget: '100000.00',
        description: null,
        depart_id: buyer.id,
        status: PURCHASE_STATUS.PUBLISHED,
        signup_end_time: now,
        quote_end_time: quoteEnd.toISOString(),
        published_at: now,
        cancel_reason: null,
        version: 1,
        created_by: 'bench',
        updated_by: 'bench',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const suppliers: Supplier[] = [];
    for (let i = 0; i < count; i += 1) {
      const [departId, userId] = [randomId(), randomId()];
      const common = { created_at: now, updated_at: now };
      await trx
        .insertInto('organisations')
        .values({
          id: departId,
          parent_id: model.parent_id,
          name: `Surge ${i}`,
          code: `SURGE-${i}`,
          org_type: '03',
          status: '00',
          sort: 50,
          ...common,
        })
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          login_name: `surge${i}`,
          password_hash: model.password_hash,
          name: `Surge ${i}`,
          phone: null,
          email: null,
          avatar: null,
          sex: null,
          status: '00',
          ...common,
        })
        .execute();
      await trx
        .insertInto('user_roles')
        .values({
          id: randomId(),
          user_id: userId,
          depart_id: departId,
          role_id: model.role_id,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('tender_signups')
        .values({
          id: randomId(),
          project_id: projectId,
          supplier_depart_id: departId,
          user_id: userId,
          contact_name: 'Bench',
          contact_phone: '13800000000',
          contact_email: 'bench@bidline.test',
          remark: null,
          audit_status: '01',
          reject_reason: null,
          received_at: now,
          audited_by: null,
          audited_at: null,
          updated_at: now,
        })
        .execute();
      const token = await sessions.create(trx, { userId, departId, roleId: model.role_id, loginType: null });
      suppliers.push({ departId, token });
    }
    return { projectId, suppliers };
  });
}
