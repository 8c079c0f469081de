import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SmsTemplateTable } from '../../db/schema-auth';
import type { SmsConfigTable } from '../../db/schema-admin-config';
import { contains, pageOffset } from '../admin-config/common';

export type Executor = Kysely<DB>;

/** The single row of sms_config. */
export const SMS_CONFIG_ID = 'default';

export async function findSmsConfig(db: Executor): Promise<SmsConfigTable | undefined> {
  return db.selectFrom('sms_config').selectAll().where('id', '=', SMS_CONFIG_ID).executeTakeFirst();
}

export async function upsertSmsConfig(db: Executor, row: SmsConfigTable): Promise<void> {
  await db
    .insertInto('sms_config')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        provider: row.provider,
        gateway_url: row.gateway_url,
        gateway_token: row.gateway_token,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function pageTemplates(
  db: Executor,
  filter: { code: string; name: string; status?: string; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('sms_templates');
  if (filter.code) base = base.where((eb) => contains(eb, 'code', filter.code));
  if (filter.name) base = base.where((eb) => contains(eb, 'name', filter.name));
  if (filter.status) base = base.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('code')
      .offset(pageOffset(filter.pageNo, filter.pageSize))
      .limit(filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findTemplate(db: Executor, id: string): Promise<SmsTemplateTable | undefined> {
  return db.selectFrom('sms_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTemplateIdByCode(db: Executor, code: string): Promise<string | undefined> {
  return (await db.selectFrom('sms_templates').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

export async function insertTemplate(db: Executor, row: SmsTemplateTable): Promise<void> {
  await db.insertInto('sms_templates').values(row).execute();
}

export async function updateTemplate(
  db: Executor,
  id: string,
  changes: Partial<SmsTemplateTable>,
): Promise<void> {
  await db.updateTable('sms_templates').set(changes).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sms_templates').where('id', '=', id).execute();
}
