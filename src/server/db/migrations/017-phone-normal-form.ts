import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Mobile numbers stored as typed ('+86 138-0013-8000', '0086…', '86…') become their 11 digits, the
 * form sign-up, password retrieval and the SMS throttle look them up by: before this, organisation
 * users were stored as typed and password retrieval by phone could not find them.
 * A frozen copy of the rule (not normalisePhone) so that later changes to the validators cannot change
 * what this migration did; values that do not read as 1 + 10 digits are left alone.
 */
function normalForm(value: string): string | null {
  const bare = value
    .trim()
    .replace(/[\s-]/g, '')
    .replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
  return /^1\d{10}$/.test(bare) && bare !== value ? bare : null;
}

const COLUMNS = [
  ['users', 'phone'],
  ['supplier_registrations', 'contact_phone'],
  ['tender_signups', 'contact_phone'],
] as const;

export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  for (const [table, column] of COLUMNS) {
    // Stored 11-character values are already digits (or not mobiles): only the others can change.
    const rows = await db
      .selectFrom(table)
      .select(['id', `${column} as value`])
      .where(column, 'is not', null)
      .where(sql<number>`length(${sql.ref(column)})`, '<>', 11)
      .execute();
    for (const row of rows as Array<{ id: string; value: string }>) {
      const normal = normalForm(row.value);
      if (normal)
        await db
          .updateTable(table)
          .set({ [column]: normal })
          .where('id', '=', row.id)
          .execute();
    }
  }
}
